import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** A word scored below this was not heard as the sentence says it. */
export const MISSED_BELOW = 0.4;

/** Scored words of a spoken sentence, in order (a read-aloud item's, a spoken Yekverse reply's). */
export type ScoredWords = readonly { word: string; score: number | null }[];

/**
 * The sentence as written, its words in the order the scorer lists them (read-aloud.ts takes the
 * same runs of letters), so each written word meets its score.
 */
export function sentenceParts(sentence: string, words: ScoredWords) {
  const parts: { text: string; missed: boolean }[] = [];
  let last = 0;
  let k = 0;
  for (const m of sentence.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)) {
    if (m.index > last) parts.push({ text: sentence.slice(last, m.index), missed: false });
    const score = words[k]?.score;
    k += 1;
    parts.push({
      text: m[0],
      missed: score !== null && score !== undefined && score < MISSED_BELOW,
    });
    last = m.index + m[0].length;
  }
  if (last < sentence.length) parts.push({ text: sentence.slice(last), missed: false });
  return parts;
}

/** The read sentence with the words not heard underlined (and named in words, for a reader). */
export function SpokenSentence({
  sentence,
  feedback,
}: {
  sentence: string;
  feedback: { words: ScoredWords };
}) {
  return (
    <Typography component="p" sx={{ fontSize: '1.125rem', lineHeight: 1.8 }}>
      {sentenceParts(sentence, feedback.words).map((p, i) =>
        p.missed ? (
          <Box
            key={i}
            component="u"
            sx={{
              textDecorationColor: (th) => th.palette.error.main,
              textDecorationThickness: 3,
              textUnderlineOffset: 4,
              textDecorationStyle: 'wavy',
              fontWeight: 700,
            }}
          >
            {p.text}
          </Box>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </Typography>
  );
}
