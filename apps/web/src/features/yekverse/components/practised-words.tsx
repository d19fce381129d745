import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { YekverseWord } from '@yek/contracts/yekverse';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  words: readonly YekverseWord[];
  title: string;
  headingLevel?: 'h3' | 'h4';
}

/** The practised words with their meaning and how each stands; a due word says it is time to review. */
export function PractisedWords({ words, title, headingLevel = 'h4' }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (words.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component={headingLevel} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {words.map((w) => (
          <Box
            component="li"
            key={w.word}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }} lang="en">
              {w.word}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {w.meaningTr ? `(${w.meaningTr})` : `(${t('yekverse.words.noMeaning')})`}
            </Typography>
            {w.status !== 'new' && (
              <Chip
                size="small"
                variant={w.status === 'due' ? 'filled' : 'outlined'}
                color={w.status === 'due' ? 'warning' : 'success'}
                label={t(`yekverse.words.status.${w.status}`)}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
