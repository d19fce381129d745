import {
  GENDERS,
  ROLES,
  USER_STATUSES,
  type AdminUpdateUserBody,
  type AdminUser,
  type CreateUserBody,
} from '@yek/contracts/user';
import {
  EmailSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  VALIDATION_KEYS,
} from '@yek/contracts/validation';
import { z } from 'zod';
import { REQUIRED } from './localized-form';

/** The earliest birthday the server takes (user-admin.service). */
const EARLIEST_BIRTHDAY = '1900-01-01';

/** Today as the calendar's YYYY-MM-DD, in the browser's zone (the date input's own). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A choice the form requires: an empty select holds null, which reads as "required". */
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().pipe(z.enum(values, REQUIRED));
const requiredId = z.number().nullable().pipe(z.number(REQUIRED).int().positive(REQUIRED));

/**
 * The user form of spec §3 with the rules of spec §5, built from the field rules of the server's
 * user bodies (packages/contracts/src/user.ts), so a value the browser lets through is one the
 * server takes, short of what only it can know (a taken address, a district of another city). A
 * new account also gets its first password and the approval of the current agreements.
 */
export function userFormSchema(isNew: boolean) {
  return z
    .object({
      name: PersonNameSchema,
      surname: PersonNameSchema,
      email: EmailSchema,
      phoneNumber: PhoneNumberSchema,
      birthday: z
        .string()
        .trim()
        .min(1, REQUIRED)
        .pipe(z.iso.date({ error: VALIDATION_KEYS.date }))
        .refine((v) => v >= EARLIEST_BIRTHDAY && v <= today(), { error: VALIDATION_KEYS.date }),
      gender: requiredChoice(GENDERS),
      cityId: requiredId,
      townId: requiredId,
      jobId: z.number().int().positive().nullable(),
      roleType: requiredChoice(ROLES),
      status: requiredChoice(USER_STATUSES),
      emailNotification: z.boolean(),
      smsNotification: z.boolean(),
      twoFactorEnabled: z.boolean(),
      password: isNew ? PasswordSchema : z.string(),
      confirmPassword: isNew ? z.string().min(1, REQUIRED) : z.string(),
      contractApproved: isNew
        ? z.boolean().refine((v) => v, { error: VALIDATION_KEYS.contractRequired })
        : z.boolean(),
    })
    .refine((v) => !isNew || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      error: VALIDATION_KEYS.passwordMatch,
      // Said as soon as both are typed, beside the other fields' messages.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirmPassword?: unknown };
        return typeof v.password === 'string' && Boolean(v.confirmPassword);
      },
    });
}
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
export type UserForm = z.output<ReturnType<typeof userFormSchema>>;

/** Every input's name: the server's field messages land on these. */
export const USER_FORM_FIELDS = [
  'name',
  'surname',
  'email',
  'phoneNumber',
  'birthday',
  'gender',
  'cityId',
  'townId',
  'jobId',
  'roleType',
  'status',
  'emailNotification',
  'smsNotification',
  'twoFactorEnabled',
  'password',
  'confirmPassword',
  'contractApproved',
] as const satisfies readonly (keyof UserFormValues)[];

/** The form's starting values: the user's own, or a new active learner's. */
export function userFormValues(user: AdminUser | null): UserFormValues {
  return {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    birthday: user?.birthday ?? '',
    gender: user?.gender ?? null,
    cityId: user?.city?.id ?? null,
    townId: user?.town?.id ?? null,
    jobId: user?.jobId ?? null,
    roleType: user?.role ?? 'learner',
    status: user?.status ?? 'active',
    emailNotification: user?.emailNotification ?? false,
    smsNotification: user?.smsNotification ?? false,
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    password: '',
    confirmPassword: '',
    contractApproved: user?.contractApproved ?? false,
  };
}

/** POST user: a new account, its first password and the approval of the current agreements. */
export function toCreateBody(v: UserForm): CreateUserBody {
  return { ...v, contractApproved: true };
}

/**
 * PUT user/{id}: every field of the form. The language is not on the form; it is sent back as it
 * is, since the server puts a body without one back to Turkish.
 */
export function toUpdateBody(v: UserForm, user: AdminUser): AdminUpdateUserBody {
  const { password: _p, confirmPassword: _c, contractApproved: _a, ...fields } = v;
  return { ...fields, languageId: user.languageId };
}
