import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrackChanges from '@mui/icons-material/TrackChanges';
import type { UserStageResult } from '@yek/contracts/registration-content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface StageResultProps {
  result: UserStageResult;
  onBack: () => void;
  onContinue: () => void;
  continuing?: boolean;
}

/** The result page: what the answers add up to, stage by stage, and the recommended routine. */
export function StageResult({ result, onBack, onContinue, continuing }: StageResultProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const texts = [...result.registrationResults].sort(
    (a, b) => a.stageOrderNo - b.stageOrderNo || a.orderNo - b.orderNo,
  );
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {t('setup.result.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {result.summary}
      </Typography>

      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}
      >
        <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
          <TimerOutlined color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('setup.result.dailyGoal')}
            </Typography>
            <Typography variant="h6" component="p">
              {t('setup.dailyMinutes', { minutes: result.dailyGoalMinutes })}
            </Typography>
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
          <TrackChanges color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Box>
            <Typography variant="body2" color="text.secondary" id={`${titleId}-skills`}>
              {t('setup.result.focusSkills')}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              aria-labelledby={`${titleId}-skills`}
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 0.5, listStyle: 'none' }}
            >
              {result.focusSkills.map((s) => (
                <li key={s.skill}>
                  <Chip
                    label={s.name}
                    variant="outlined"
                    size="small"
                    sx={{ color: 'primary.light', borderColor: 'primary.light' }}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        </Paper>
      </Box>

      <Stack spacing={2}>
        {texts.map((text) => (
          <Paper key={text.id} component="article" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography variant="overline" color="primary.light" component="p">
              {text.stageName}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {text.title}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {text.description}
            </Typography>
          </Paper>
        ))}
      </Stack>

      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between' }}>
        <Button onClick={onBack} startIcon={<ArrowBack />} disabled={continuing}>
          {t('setup.actions.back')}
        </Button>
        <Button
          variant="contained"
          onClick={onContinue}
          loading={continuing}
          endIcon={<ArrowForward />}
        >
          {t('setup.result.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
