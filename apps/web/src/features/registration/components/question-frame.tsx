import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { firstFieldMessage } from '../../../lib/api-error';

export interface QuestionNavigation {
  /** Absent on the first question. */
  onBack?: () => void;
  /** The last question leads to the result page; its button says so. */
  isLast: boolean;
}

interface QuestionFrameProps extends QuestionNavigation {
  title: string;
  description: string;
  /** A failed save: the server's message for the field, or its general message. */
  error?: unknown;
  /** A check made here before anything is sent. */
  hint?: string | null;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One question on the page: its text, its control, and the way back and on. */
export function QuestionFrame({
  title,
  description,
  error,
  hint,
  submitting,
  onSubmit,
  onBack,
  isLast,
  children,
}: QuestionFrameProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const failure = error ? (firstFieldMessage(error) ?? errorMessage(error)) : (hint ?? null);
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      <FormAlert message={failure} />
      {children}
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between' }}>
        {onBack ? (
          <Button onClick={onBack} disabled={submitting} startIcon={<ArrowBack />}>
            {t('setup.actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="contained" loading={submitting} endIcon={<ArrowForward />}>
          {isLast ? t('setup.actions.toResult') : t('setup.actions.next')}
        </Button>
      </Stack>
    </Box>
  );
}
