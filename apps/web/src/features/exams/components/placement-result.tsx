import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserExam } from '@yek/contracts/usertaskexam';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { formatDateTime } from '../../../lib/dates';
import { useApplyPlacementMutation } from '../api/apply-placement';

/** The placed level with its confidence, and the offer to continue the programme there. */
export function PlacementResult({ exam }: { exam: UserExam }) {
  const { t, i18n } = useTranslation();
  const apply = useApplyPlacementMutation();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const placement = exam.placement;
  if (!placement) return null;
  const level = t(`exams.levels.${placement.levelCode}`);
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('exams.placement.resultTitle', { level })}
      </Typography>
      <Typography>
        {t('exams.placement.confidence', { percent: Math.round(placement.confidence * 100) })}
      </Typography>
      <Stack spacing={1} component="section" aria-label={t('exams.placement.distribution')}>
        <Typography variant="subtitle2" component="h3">
          {t('exams.placement.distribution')}
        </Typography>
        {placement.levelProbabilities.map((p) => (
          <Stack key={p.levelCode} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ width: 32 }}>{p.levelCode}</Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(p.probability * 100)}
              aria-label={`${p.levelCode} ${Math.round(p.probability * 100)}%`}
              sx={{ flex: 1, height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
              {Math.round(p.probability * 100)}%
            </Typography>
          </Stack>
        ))}
      </Stack>
      {placement.appliedAt ? (
        <Alert severity="success">
          {t('exams.placement.applied', { day: placement.startDay })}
        </Alert>
      ) : placement.canApply ? (
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('exams.placement.apply', { level: placement.levelCode })}
        </Button>
      ) : (
        <Alert severity="info">{t('exams.placement.notApplicable')}</Alert>
      )}
      {apply.isError && <Alert severity="error">{errorMessage(apply.error)}</Alert>}
      {exam.retakeAt && (
        <Typography variant="body2" color="text.secondary">
          {t('exams.placement.retakeAt', { date: formatDateTime(exam.retakeAt, i18n.language) })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={`/exams/${exam.id}`} variant="outlined">
          {t('exams.placement.review')}
        </Button>
        <Button component={RouterLink} to={`/level/${placement.levelId}`} variant="outlined">
          {t('exams.placement.levelExam', { level: placement.levelCode })}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>
          {t('exams.placement.applyConfirmTitle', { day: placement.startDay })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('exams.placement.applyConfirmBody', { level, day: placement.startDay })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('exams.level.cancel')}</Button>
          <Button
            variant="contained"
            disabled={apply.isPending}
            onClick={() => apply.mutate(exam.id, { onSettled: () => setConfirming(false) })}
          >
            {t('exams.placement.applyConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
