import { CreateUserBodySchema, AdminUpdateUserBodySchema } from '@yek/contracts/user';
import { describe, expect, it } from 'vitest';
import {
  toCreateBody,
  toUpdateBody,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from './user-form';

const FILLED: UserFormValues = {
  ...userFormValues(null),
  name: 'Elif',
  surname: 'Şahin',
  email: 'Elif.Sahin@Example.com',
  phoneNumber: '+905551112233',
  birthday: '1994-02-11',
  gender: 'Female',
  cityId: 34,
  townId: 450,
  jobId: null,
  password: 'Guvenli.Sifre42',
  confirmPassword: 'Guvenli.Sifre42',
  contractApproved: true,
};

/** The form's messages by field: the first one each, as the field shows it. */
function messages(isNew: boolean, values: Partial<UserFormValues>) {
  const result = userFormSchema(isNew).safeParse({ ...FILLED, ...values });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the user form rules (spec §5)', () => {
  it('requires name, surname, birthday, gender, city, town, role type and status', () => {
    expect(
      messages(true, {
        name: ' ',
        surname: '',
        birthday: '',
        gender: null,
        cityId: null,
        townId: null,
        roleType: null,
        status: null,
      }),
    ).toEqual({
      name: 'validation.required',
      surname: 'validation.required',
      birthday: 'validation.required',
      gender: 'validation.required',
      cityId: 'validation.required',
      townId: 'validation.required',
      roleType: 'validation.required',
      status: 'validation.required',
    });
  });

  it('takes only a real, past birthday after 1900, as the server does', () => {
    expect(messages(false, { birthday: '1994-02-30' })).toEqual({ birthday: 'validation.date' });
    expect(messages(false, { birthday: '1899-12-31' })).toEqual({ birthday: 'validation.date' });
    expect(messages(false, { birthday: '2999-01-01' })).toEqual({ birthday: 'validation.date' });
    expect(messages(false, { birthday: '2000-02-29' })).toEqual({});
  });

  it('checks email and phone number with the sign-up rules', () => {
    expect(messages(false, { email: 'elif@', phoneNumber: '1234567' })).toEqual({
      email: 'validation.email',
      phoneNumber: 'validation.phoneLength',
    });
    expect(messages(false, { email: '', phoneNumber: '90 555 111' })).toEqual({
      email: 'validation.required',
      phoneNumber: 'validation.phoneFormat',
    });
  });

  it('asks a new account for a first password, its repetition and the agreements', () => {
    expect(
      messages(true, { password: 'kisa', confirmPassword: 'baska', contractApproved: false }),
    ).toEqual({
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordMatch',
      contractApproved: 'validation.contractRequired',
    });
    expect(messages(true, { confirmPassword: 'Guvenli.Sifre43' })).toEqual({
      confirmPassword: 'validation.passwordMatch',
    });
    // A change to an existing account has no password on the form.
    expect(messages(false, { password: '', confirmPassword: '', contractApproved: false })).toEqual(
      {},
    );
  });

  it('makes bodies the server accepts: a new account, and a change that keeps the language', () => {
    const created = toCreateBody(userFormSchema(true).parse(FILLED));
    expect(CreateUserBodySchema.safeParse(created).success).toBe(true);
    expect(created.email).toBe('elif.sahin@example.com');

    const user = { id: 7, languageId: 2 } as Parameters<typeof toUpdateBody>[1];
    const changed = toUpdateBody(userFormSchema(false).parse({ ...FILLED, jobId: 3 }), user);
    expect(AdminUpdateUserBodySchema.safeParse(changed).success).toBe(true);
    expect(changed).toMatchObject({ languageId: 2, jobId: 3, roleType: 'learner' });
    expect(changed).not.toHaveProperty('password');
  });
});
