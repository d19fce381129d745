import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackText } from './line-text';

interface Props {
  end: { success: boolean; feedback: string };
  busy: boolean;
  onPlayAgain: () => void;
  onBackToTown: () => void;
}

/** How the scenario ended, with the two ways on: play it again or go back to the town. */
export function RunEnd({ end, busy, onPlayAgain, onBackToTown }: Props) {
  const { t } = useTranslation();
  const again = useRef<HTMLButtonElement>(null);
  // The reply buttons are gone; the keyboard lands on the next thing to do.
  useEffect(() => again.current?.focus(), []);
  return (
    <Alert severity={end.success ? 'success' : 'warning'} role="status">
      <AlertTitle>
        {end.success ? t('yekverse.dialogue.endSuccess') : t('yekverse.dialogue.endFailure')}
      </AlertTitle>
      <Typography>
        <FeedbackText text={end.feedback} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button ref={again} variant="contained" onClick={onPlayAgain} disabled={busy}>
          {t('yekverse.dialogue.playAgain')}
        </Button>
        <Button variant="outlined" onClick={onBackToTown}>
          {t('yekverse.dialogue.backToTown')}
        </Button>
      </Stack>
    </Alert>
  );
}
