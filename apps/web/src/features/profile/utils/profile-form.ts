import { PersonNameSchema } from '@yek/contracts/validation';
import { GenderSchema, type UpdateUserBody, type User } from '@yek/contracts/user';
import { z } from 'zod';

/** The profile's own fields (spec §3): the rules are the server's, from the shared schemas. */
export const profileFormSchema = z.object({
  name: PersonNameSchema,
  surname: PersonNameSchema,
  gender: GenderSchema,
  /** null: no province chosen (sent as 0, spec §3). */
  cityId: z.int32().positive().nullable(),
  townId: z.int32().positive().nullable(),
  emailNotification: z.boolean(),
  smsNotification: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The fields a server message can land on; anything else shows above the form. */
export const PROFILE_FORM_FIELDS = [
  'name',
  'surname',
  'gender',
  'cityId',
  'townId',
  'emailNotification',
  'smsNotification',
  'twoFactorEnabled',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileFormValues(user: User): ProfileFormValues {
  return {
    name: user.name,
    surname: user.surname,
    gender: user.gender,
    cityId: user.city?.id ?? null,
    townId: user.town?.id ?? null,
    emailNotification: user.emailNotification,
    smsNotification: user.smsNotification,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

/** PUT user: the form's fields, with the language the account already has. */
export function toProfileBody(values: ProfileForm, user: User): UpdateUserBody {
  return {
    id: user.id,
    languageId: user.languageId,
    name: values.name,
    surname: values.surname,
    gender: values.gender,
    cityId: values.cityId ?? 0,
    townId: values.cityId === null ? 0 : (values.townId ?? 0),
    emailNotification: values.emailNotification,
    smsNotification: values.smsNotification,
    twoFactorEnabled: values.twoFactorEnabled,
  };
}
