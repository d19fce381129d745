import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { YekverseScenarioSummary } from '@yek/contracts/yekverse';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../utils/bilingual';
import { PractisedWords } from './practised-words';

interface Props {
  scenario: YekverseScenarioSummary;
  recommended: boolean;
  starting: boolean;
  /** Another scenario is starting: one run at a time. */
  busy: boolean;
  onStart: () => void;
}

/** One scenario of a place: what it asks for, the words it practises, and how the learner did. */
export function ScenarioEntry({ scenario, recommended, starting, busy, onStart }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const title = inLanguage(scenario.title, i18n.language);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 2,
        borderWidth: recommended ? 2 : 1,
        borderColor: recommended ? 'primary.main' : 'divider',
        opacity: scenario.locked ? 0.75 : 1,
      }}
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h3">
            {title}
          </Typography>
          <Chip size="small" label={scenario.level} />
          {recommended && (
            <Chip size="small" color="primary" label={t('yekverse.place.recommended')} />
          )}
          {scenario.result && (
            <Chip
              size="small"
              variant="outlined"
              color={scenario.result === 'success' ? 'success' : 'default'}
              label={t(`yekverse.result.${scenario.result}`)}
            />
          )}
        </Stack>
        <Typography>{t('yekverse.place.goal', { goal: scenario.goal })}</Typography>
        <PractisedWords words={scenario.words} title={t('yekverse.words.heading')} />
        {scenario.locked && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <LockOutlined fontSize="small" aria-hidden />
            {t('yekverse.place.locked', { level: scenario.level })}
          </Typography>
        )}
        <div>
          <Button
            variant={recommended ? 'contained' : 'outlined'}
            onClick={onStart}
            disabled={scenario.locked || busy}
            aria-describedby={titleId}
          >
            {starting ? t('yekverse.place.starting') : t('yekverse.place.start')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
