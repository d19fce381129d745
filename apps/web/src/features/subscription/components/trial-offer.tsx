import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useStartFreeTrialMutation, type StartedTrial } from '../api/start-free-trial';

interface TrialOfferProps {
  onStarted: (started: StartedTrial) => void;
}

/** The one free trial an account may have, started with a single press. */
export function TrialOffer({ onStarted }: TrialOfferProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const start = useStartFreeTrialMutation();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 2,
        borderColor: 'primary.main',
        backgroundImage: 'linear-gradient(160deg, rgba(124,77,255,0.22), rgba(124,77,255,0) 60%)',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <CardGiftcardOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('subscription.trial.title')}
        </Typography>
        <Typography color="text.secondary">{t('subscription.trial.body')}</Typography>
        <FormAlert message={start.isError ? errorMessage(start.error) : null} />
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
        >
          {t('subscription.trial.start')}
        </Button>
      </CardActions>
    </Card>
  );
}
