import { z } from 'zod';
import { VALIDATION_KEYS } from './validation';

/** 'HH:MM', 24-hour, in the product's time zone (Europe/Istanbul). */
export const ReminderTimeSchema = z
  .string({ error: VALIDATION_KEYS.required })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: VALIDATION_KEYS.reminderTime });

/** A learner's study reminder as GET user/getreminder answers it. */
export const ReminderSchema = z.object({
  enabled: z.boolean(),
  time: ReminderTimeSchema,
  email: z.boolean(),
  sms: z.boolean(),
  /** The zone `time` is read in. */
  timeZone: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/**
 * PUT user/updatereminder. When enabled, at least one channel; SMS only with the account's SMS
 * consent and a phone number, e-mail only with an address (refused on that field otherwise).
 */
export const UpdateReminderBodySchema = z.strictObject({
  enabled: z.boolean(),
  time: ReminderTimeSchema,
  email: z.boolean(),
  sms: z.boolean(),
});
export type UpdateReminderBody = z.infer<typeof UpdateReminderBodySchema>;

/** What a learner who never saved a reminder sees. */
export const DEFAULT_REMINDER_TIME = '19:00';
