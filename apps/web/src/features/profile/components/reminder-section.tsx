import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Reminder,
  UpdateReminderBodySchema,
  type UpdateReminderBody,
} from '@yek/contracts/reminder';
import type { User } from '@yek/contracts/user';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useReminder } from '../api/get-reminder';
import { useUpdateReminderMutation } from '../api/update-reminder';

/** The element the celebration and the page's contents link to: /profile#reminders. */
export const REMINDERS_ANCHOR = 'reminders';
const FIELDS = ['enabled', 'time', 'email', 'sms'] as const;

const formValues = (r: Reminder): UpdateReminderBody => ({
  enabled: r.enabled,
  time: r.time,
  email: r.email,
  sms: r.sms,
});

/**
 * Arriving at /profile#reminders: the section comes into view with its heading focused. The page
 * can still be settling (the router's scroll restoration, sections above filling in), so the move
 * is repeated briefly while the heading keeps the focus, that is while the learner has not gone
 * elsewhere.
 */
function useArrival(ready: boolean) {
  const { hash, key } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!ready || hash !== `#${REMINDERS_ANCHOR}`) return;
    const bringIntoView = () =>
      document.getElementById(REMINDERS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    bringIntoView();
    heading.current?.focus({ preventScroll: true });
    const timers = [150, 500, 1200].map((ms) =>
      window.setTimeout(() => {
        if (document.activeElement === heading.current) bringIntoView();
      }, ms),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [ready, hash, key]);
  return heading;
}

/** The study reminder: on or off, the time of day (Istanbul) and the channels it comes by. */
export function ReminderSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const reminder = useReminder();
  const heading = useArrival(reminder.isSuccess);
  const errorMessage = useErrorMessage();

  return (
    <Paper component="section" aria-labelledby="reminders-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography
        id="reminders-title"
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {t('profile.reminders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.reminders.intro')}
      </Typography>
      {reminder.isPending && <Skeleton variant="rounded" height={180} />}
      {reminder.isError && (
        <Box>
          <FormAlert message={errorMessage(reminder.error)} />
          <Button onClick={() => void reminder.refetch()}>{t('profile.reminders.retry')}</Button>
        </Box>
      )}
      {reminder.data && <ReminderForm user={user} saved={reminder.data} />}
    </Paper>
  );
}

function ReminderForm({ user, saved }: { user: User; saved: Reminder }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useUpdateReminderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const form = useForm<UpdateReminderBody>({
    resolver: zodResolver(UpdateReminderBodySchema),
    defaultValues: formValues(saved),
  });
  const enabled = form.watch('enabled');

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setStatus('');
    mutation.mutate(values, {
      onSuccess: (next) => {
        form.reset(formValues(next));
        setStatus(summary(next));
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, FIELDS, form.setError))
          setFormError(errorMessage(error));
      },
    });
  });

  function summary(r: Reminder) {
    if (!r.enabled) return t('profile.reminders.savedOff');
    const channels = [r.email && t('profile.reminders.email'), r.sms && t('profile.reminders.sms')]
      .filter(Boolean)
      .join(t('profile.reminders.and'));
    return t('profile.reminders.savedOn', { time: r.time, channels });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="reminders-title">
      <FormAlert message={formError} />
      <Stack spacing={2}>
        <FormCheckbox form={form} name="enabled" label={t('profile.reminders.enabled')} />
        <FormTextField
          form={form}
          name="time"
          label={t('profile.reminders.time')}
          disabled={!enabled}
          helperText={t('profile.reminders.timeHelp')}
          // A plain 24-hour field: the browser's own time picker shows AM/PM in some locales.
          placeholder={t('profile.reminders.timePlaceholder')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
          sx={{ maxWidth: 240 }}
        />
        <Box component="fieldset" disabled={!enabled} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('profile.reminders.channels')}
          </Typography>
          <Stack>
            <FormCheckbox form={form} name="email" label={t('profile.reminders.byEmail')} />
            <FormCheckbox form={form} name="sms" label={t('profile.reminders.bySms')} />
            {/* The hint gives way to the server's refusal, which says the same on the field. */}
            {!user.smsNotification && !form.formState.errors.sms && (
              <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                {t('profile.reminders.smsNeedsConsent')}
              </Typography>
            )}
          </Stack>
        </Box>
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          disabled={!form.formState.isDirty}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('profile.reminders.save')}
        </Button>
        <Typography role="status" aria-live="polite" variant="body2">
          {status}
        </Typography>
      </Stack>
    </Box>
  );
}
