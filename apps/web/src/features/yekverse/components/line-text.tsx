import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { YekverseWord } from '@yek/contracts/yekverse';
import { Fragment } from 'react';
import { emphasisParts, lineParts } from '../utils/line-parts';

/**
 * A character's line with the practised words marked; a marked word shows its Turkish meaning on
 * hover or focus (and the run's word list names them all for a reader).
 */
export function LineText({ line, words }: { line: string; words: readonly YekverseWord[] }) {
  return (
    <>
      {lineParts(line, words).map((part, i) =>
        part.word ? (
          <Tooltip key={i} title={part.word.meaningTr || part.word.word} describeChild>
            <Box
              component="mark"
              tabIndex={0}
              sx={{
                bgcolor: part.word.status === 'due' ? 'warning.light' : 'primary.light',
                // Dark text on the light marks, in either theme.
                color: 'grey.900',
                borderRadius: 0.5,
                px: 0.25,
              }}
            >
              {part.text}
            </Box>
          </Tooltip>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Turkish feedback with its English examples (written between stars) set apart. */
export function FeedbackText({ text }: { text: string }) {
  return (
    <>
      {emphasisParts(text).map((p, i) =>
        p.em ? (
          <Box key={i} component="em" lang="en" sx={{ fontWeight: 600 }}>
            {p.text}
          </Box>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
