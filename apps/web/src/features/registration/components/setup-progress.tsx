import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { RegistrationStage } from '@yek/contracts/registration';
import { useTranslation } from 'react-i18next';
import type { ListedQuestion } from '../utils/question-list';

interface SetupProgressProps {
  stages: readonly RegistrationStage[];
  questions: readonly ListedQuestion[];
  /** The question on screen; null once the questions are behind the learner. */
  orderNo: number | null;
}

/** The stages as steps, and how far through the questions the learner is. */
export function SetupProgress({ stages, questions, orderNo }: SetupProgressProps) {
  const { t } = useTranslation();
  const ordered = [...stages].sort((a, b) => a.orderNo - b.orderNo);
  const position = orderNo === null ? -1 : questions.findIndex((q) => q.orderNo === orderNo);
  const current = position >= 0 ? questions[position] : undefined;
  const activeStep = current ? ordered.findIndex((s) => s.id === current.stageId) : ordered.length;
  const done = position >= 0 ? position : questions.length;
  const percent = questions.length ? Math.round((done / questions.length) * 100) : 0;

  return (
    <Box component="nav" aria-label={t('setup.progress.label')} sx={{ mb: { xs: 3, md: 4 } }}>
      <Stepper activeStep={activeStep} alternativeLabel>
        {ordered.map((stage, index) => (
          <Step key={stage.id} completed={index < activeStep || stage.userCompleteStage}>
            <StepLabel
              aria-current={index === activeStep ? 'step' : undefined}
              sx={{ '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
            >
              {stage.name}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2.5 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('setup.progress.bar')}
          sx={{
            flexGrow: 1,
            height: 6,
            borderRadius: 3,
            // MUI tints the track with the bar's colour, which reads as "done" at the start.
            bgcolor: 'rgba(255, 255, 255, 0.12)',
            '& .MuiLinearProgress-bar': { borderRadius: 3 },
          }}
        />
        {current && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('setup.progress.question', { current: position + 1, total: questions.length })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
