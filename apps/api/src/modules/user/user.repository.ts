import { REQUIRED_CONTRACT_ALIASES } from '@yek/contracts/auth';
import type { Gender, PendingContract, Role } from '@yek/contracts/user';
import type { Pool } from 'pg';
import type { users } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

/** The columns a user view needs, joined with language, city and district in one query. */
export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'name'
  | 'surname'
  | 'email'
  | 'phoneNumber'
  | 'passwordHash'
  | 'role'
  | 'status'
  | 'languageId'
  | 'gender'
  | 'birthday'
  | 'cityId'
  | 'townId'
  | 'profileImagePath'
  | 'emailNotification'
  | 'smsNotification'
  | 'twoFactorEnabled'
  | 'accountVerified'
  | 'emailVerified'
  | 'phoneNumberVerified'
  | 'tokenVersion'
  | 'registrationComplete'
  | 'trialEndsAt'
  | 'subscriptionEndsAt'
  | 'createdAt'
> & {
  cultureName: string;
  cityName: string | null;
  townName: string | null;
  pendingContracts: PendingContract[];
};

/** The required agreements' current versions the user has not approved, as a JSON array. */
export const PENDING_CONTRACTS_SQL = `COALESCE((
    SELECT json_agg(json_build_object('id', pc.id, 'alias', pc.alias, 'version', pc.version) ORDER BY pc.alias)
      FROM contracts pc
     WHERE pc.is_current AND pc.alias IN (${REQUIRED_CONTRACT_ALIASES.map((a) => `'${a}'`).join(', ')})
       AND NOT EXISTS (
       SELECT 1 FROM contract_approvals pa WHERE pa.contract_id = pc.id AND pa.user_id = u.id)
  ), '[]'::json)`;

export const USER_COLUMNS = `
         u.id, u.name, u.surname, u.email, u.phone_number AS "phoneNumber",
         u.password_hash AS "passwordHash", u.role, u.status, u.language_id AS "languageId",
         l.culture_name AS "cultureName", u.gender, u.birthday, u.city_id AS "cityId",
         c.name AS "cityName", u.town_id AS "townId", d.name AS "townName",
         u.profile_image_path AS "profileImagePath", u.email_notification AS "emailNotification",
         u.sms_notification AS "smsNotification", u.two_factor_enabled AS "twoFactorEnabled",
         u.account_verified AS "accountVerified", u.email_verified AS "emailVerified",
         u.phone_number_verified AS "phoneNumberVerified", u.token_version AS "tokenVersion",
         u.registration_complete AS "registrationComplete", u.trial_ends_at AS "trialEndsAt",
         u.subscription_ends_at AS "subscriptionEndsAt", u.created_at AS "createdAt",
         ${PENDING_CONTRACTS_SQL} AS "pendingContracts"`;

export const USER_FROM = `
    FROM users u
    JOIN languages l ON l.id = u.language_id
    LEFT JOIN cities c ON c.id = u.city_id
    LEFT JOIN districts d ON d.id = u.town_id`;

const SELECT_USER = `SELECT ${USER_COLUMNS} ${USER_FROM}`;

export function createUserRepository(pool: Pool) {
  async function one(
    name: string,
    sql: string,
    params: unknown[],
    q: Queryable = pool,
  ): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>({ name, text: sql, values: params });
    return rows[0] ?? null;
  }
  return {
    /** Sets the photo's path and answers the one it replaced, in one statement. */
    async setProfileImage(userId: number, path: string): Promise<string | null> {
      const { rows } = await pool.query<{ old: string | null }>(
        `UPDATE users u SET profile_image_path = $2, updated_at = now()
           FROM (SELECT profile_image_path AS old FROM users WHERE id = $1 FOR UPDATE) prev
          WHERE u.id = $1 RETURNING prev.old`,
        [userId, path],
      );
      return rows[0]?.old ?? null;
    },

    findById: (id: number, q?: Queryable) =>
      one('user-by-id', `${SELECT_USER} WHERE u.id = $1`, [id], q),
    findByEmail: (email: string) =>
      one('user-by-email', `${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]),
    findByPhone: (phone: string) =>
      one('user-by-phone', `${SELECT_USER} WHERE u.phone_number = $1`, [phone]),

    async emailOrPhoneTaken(email: string, phone: string) {
      const { rows } = await pool.query<{ email_taken: boolean; phone_taken: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email_taken,
                EXISTS (SELECT 1 FROM users WHERE phone_number = $2) AS phone_taken`,
        [email, phone],
      );
      return rows[0] ?? { email_taken: false, phone_taken: false };
    },

    async insert(
      q: Queryable,
      u: {
        name: string;
        surname: string;
        email: string | null;
        phoneNumber: string | null;
        passwordHash: string | null;
        languageId: number;
        emailNotification: boolean;
        smsNotification: boolean;
        accountVerified?: boolean;
        emailVerified?: boolean;
        role?: Role;
      },
    ): Promise<number> {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO users (name, surname, email, phone_number, password_hash, language_id,
                            email_notification, sms_notification, account_verified, email_verified, role)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          u.name,
          u.surname,
          u.email,
          u.phoneNumber,
          u.passwordHash,
          u.languageId,
          u.emailNotification,
          u.smsNotification,
          u.accountVerified ?? false,
          u.emailVerified ?? false,
          u.role ?? 'learner',
        ],
      );
      return rows[0]!.id;
    },

    async updateProfile(
      id: number,
      p: {
        name?: string;
        surname?: string;
        languageId: number;
        /** Left out: the stored choice stays. */
        gender: Gender | undefined;
        emailNotification: boolean;
        smsNotification: boolean;
        twoFactorEnabled: boolean;
        cityId: number | null;
        townId: number | null | undefined;
        birthday: string | null | undefined;
      },
    ) {
      await pool.query(
        `UPDATE users SET
           name = COALESCE($2, name), surname = COALESCE($3, surname), language_id = $4, gender = COALESCE($5, gender),
           email_notification = $6, sms_notification = $7, two_factor_enabled = $8, city_id = $9,
           town_id = CASE WHEN $10::boolean THEN $11::int ELSE (CASE WHEN city_id IS DISTINCT FROM $9 THEN NULL ELSE town_id END) END,
           birthday = CASE WHEN $12::boolean THEN $13::date ELSE birthday END,
           updated_at = now()
         WHERE id = $1`,
        [
          id,
          p.name ?? null,
          p.surname ?? null,
          p.languageId,
          p.gender ?? null,
          p.emailNotification,
          p.smsNotification,
          p.twoFactorEnabled,
          p.cityId,
          p.townId !== undefined,
          p.townId ?? null,
          p.birthday !== undefined,
          p.birthday ?? null,
        ],
      );
    },

    async setPassword(q: Queryable, id: number, passwordHash: string) {
      await q.query(
        `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
        [id, passwordHash],
      );
    },

    async markVerified(
      id: number,
      fields: { account?: boolean; email?: boolean; phone?: boolean },
    ) {
      await pool.query(
        `UPDATE users SET account_verified = account_verified OR $2, email_verified = email_verified OR $3,
                phone_number_verified = phone_number_verified OR $4, updated_at = now() WHERE id = $1`,
        [id, fields.account ?? false, fields.email ?? false, fields.phone ?? false],
      );
    },

    async districtBelongsToCity(townId: number, cityId: number) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM districts WHERE id = $1 AND city_id = $2',
        [townId, cityId],
      );
      return (rowCount ?? 0) > 0;
    },
    async cityExists(cityId: number) {
      const { rowCount } = await pool.query('SELECT 1 FROM cities WHERE id = $1', [cityId]);
      return (rowCount ?? 0) > 0;
    },
    async languageExists(languageId: number) {
      const { rowCount } = await pool.query('SELECT 1 FROM languages WHERE id = $1', [languageId]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
