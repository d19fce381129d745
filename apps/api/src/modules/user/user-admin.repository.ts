import type { Paged } from '@yek/contracts/paging';
import { QUESTION_IDS } from '@yek/contracts/registration';
import type { Gender, Role, UserListQuery } from '@yek/contracts/user';
import type { Pool } from 'pg';
import { USER_COLUMNS, USER_FROM, type UserRow } from './user.repository';

/** A user row with what only the admin's views show: the chosen occupation. */
export type AdminUserRow = UserRow & { jobId: number | null; jobName: string | null };

const ORDER_COLUMNS: Record<UserListQuery['orderBy'], string> = {
  createdAt: 'u.created_at',
  name: 'u.name',
  surname: 'u.surname',
  email: 'lower(u.email)',
  phoneNumber: 'u.phone_number',
  role: 'u.role',
  status: 'u.status',
};

/** `lang` is the parameter of the language the occupation's name is read in (Turkish if missing). */
const adminSelect = (lang: string) => `
  SELECT ${USER_COLUMNS}, ja.option_id AS "jobId",
         COALESCE(jl.name, jt.name) AS "jobName"
    ${USER_FROM}
    LEFT JOIN user_registration_answers ja ON ja.user_id = u.id AND ja.question_id = ${QUESTION_IDS.job}
    LEFT JOIN registration_option_localizations jl ON jl.option_id = ja.option_id AND jl.language_id = ${lang}::int
    LEFT JOIN registration_option_localizations jt ON jt.option_id = ja.option_id AND jt.language_id = 1`;

export interface AdminUserWrite {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  birthday: string;
  gender: Gender;
  cityId: number;
  townId: number;
  role: Role;
  status: 'active' | 'passive';
  languageId: number;
  emailNotification: boolean;
  smsNotification: boolean;
  twoFactorEnabled: boolean;
}

/**
 * The admin's reads and writes of accounts. Management writes run in one transaction that every
 * query joins (plugins/audit.ts), so these use the pool.
 */
export function createUserAdminRepository(pool: Pool) {
  return {
    async page(q: UserListQuery, languageId: number): Promise<Paged<AdminUserRow>> {
      const where: string[] = [];
      const values: unknown[] = [];
      const param = (v: unknown) => {
        values.push(v);
        return `$${values.length}`;
      };
      if (q.searchText) {
        const text = q.searchText.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
        const p = param(`%${text}%`);
        const digits = q.searchText.replace(/\D/g, '');
        const phone = digits.length >= 3 ? ` OR u.phone_number LIKE ${param(`%${digits}%`)}` : '';
        where.push(
          `(lower(u.name || ' ' || u.surname) LIKE ${p} OR lower(coalesce(u.email, '')) LIKE ${p}${phone})`,
        );
      }
      if (q.roleType) where.push(`u.role = ${param(q.roleType)}`);
      if (q.status === 'active') where.push(`u.status = 'active'`);
      if (q.status === 'passive') where.push(`u.status <> 'active'`);
      const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const filterValues = [...values];
      const direction = q.orderDirection === 'desc' ? 'DESC' : 'ASC';
      const lang = param(languageId);
      const limit = param(q.pageSize);
      const offset = param((q.pageNumber - 1) * q.pageSize);
      const [{ rows }, count] = await Promise.all([
        pool.query<AdminUserRow>(
          `${adminSelect(lang)} ${filter}
            ORDER BY ${ORDER_COLUMNS[q.orderBy]} ${direction} NULLS LAST, u.id ${direction}
            LIMIT ${limit} OFFSET ${offset}`,
          values,
        ),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${filter}`, filterValues),
      ]);
      return {
        items: rows,
        totalCount: count.rows[0]?.n ?? 0,
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
      };
    },

    async byId(id: number, languageId: number): Promise<AdminUserRow | null> {
      const { rows } = await pool.query<AdminUserRow>(`${adminSelect('$1')} WHERE u.id = $2`, [
        languageId,
        id,
      ]);
      return rows[0] ?? null;
    },

    /** Another account than `exceptId` already has this email or phone number. */
    async taken(email: string, phone: string, exceptId: number | null) {
      const { rows } = await pool.query<{ email: boolean; phone: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $3) AS email,
                EXISTS (SELECT 1 FROM users WHERE phone_number = $2 AND id IS DISTINCT FROM $3) AS phone`,
        [email, phone, exceptId],
      );
      return rows[0]!;
    },

    /**
     * The active admins, locked until the write commits: two admins demoting each other at once
     * cannot both pass the last-admin check.
     */
    async lockActiveAdmins(): Promise<number[]> {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT id FROM users WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE`,
      );
      return rows.map((r) => r.id);
    },

    async insert(u: AdminUserWrite, passwordHash: string): Promise<number> {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO users (name, surname, email, phone_number, password_hash, birthday, gender,
                            city_id, town_id, role, status, language_id, email_notification,
                            sms_notification, two_factor_enabled, account_verified,
                            registration_complete)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::varchar, $11, $12, $13, $14, $15, true, $10::varchar <> 'learner')
         RETURNING id`,
        [
          u.name,
          u.surname,
          u.email,
          u.phoneNumber,
          passwordHash,
          u.birthday,
          u.gender,
          u.cityId,
          u.townId,
          u.role,
          u.status,
          u.languageId,
          u.emailNotification,
          u.smsNotification,
          u.twoFactorEnabled,
        ],
      );
      return rows[0]!.id;
    },

    /**
     * Writes every field of the form. A changed email or phone is no longer verified; a passive
     * account's tokens all die (token version) with its sessions.
     */
    async update(id: number, u: AdminUserWrite): Promise<void> {
      await pool.query(
        `UPDATE users SET
           name = $2, surname = $3,
           email_verified = email_verified AND lower(email) IS NOT DISTINCT FROM lower($4),
           phone_number_verified = phone_number_verified AND phone_number IS NOT DISTINCT FROM $5,
           email = $4, phone_number = $5, birthday = $6, gender = $7, city_id = $8, town_id = $9,
           role = $10,
           token_version = token_version + CASE WHEN $11::varchar <> 'active' AND status = 'active' THEN 1 ELSE 0 END,
           status = $11::varchar, language_id = $12, email_notification = $13, sms_notification = $14,
           two_factor_enabled = $15, updated_at = now()
         WHERE id = $1`,
        [
          id,
          u.name,
          u.surname,
          u.email,
          u.phoneNumber,
          u.birthday,
          u.gender,
          u.cityId,
          u.townId,
          u.role,
          u.status,
          u.languageId,
          u.emailNotification,
          u.smsNotification,
          u.twoFactorEnabled,
        ],
      );
    },

    async revokeSessions(userId: number, reason: string) {
      await pool.query(
        `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2
          WHERE user_id = $1 AND revoked_at IS NULL`,
        [userId, reason],
      );
    },

    /** Sets the occupation answer of question 4 (none when null). */
    async setJob(userId: number, jobId: number | null) {
      await pool.query(
        'DELETE FROM user_registration_answers WHERE user_id = $1 AND question_id = $2',
        [userId, QUESTION_IDS.job],
      );
      if (jobId !== null)
        await pool.query(
          'INSERT INTO user_registration_answers (user_id, question_id, option_id) VALUES ($1, $2, $3)',
          [userId, QUESTION_IDS.job, jobId],
        );
    },

    async jobExists(jobId: number) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM registration_options WHERE id = $1 AND question_id = $2 AND parent_id IS NULL',
        [jobId, QUESTION_IDS.job],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Records the current version of every agreement as approved by the user. */
    async approveCurrentContracts(userId: number) {
      await pool.query(
        `INSERT INTO contract_approvals (user_id, contract_id)
         SELECT $1, id FROM contracts WHERE is_current
         ON CONFLICT (user_id, contract_id) DO NOTHING`,
        [userId],
      );
    },

    async remove(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM users WHERE id = $1', [id]);
      return rowCount === 1;
    },
  };
}
export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
