import type { Paged } from '@yek/contracts/paging';
import { DEFAULT_LANGUAGE_ID } from '@yek/contracts/reference';
import type {
  AdminUpdateUserBody,
  AdminUser,
  CreateUserBody,
  UserListQuery,
} from '@yek/contracts/user';
import type { AppDeps } from '../../deps';
import { afterCommit, uniqueViolation } from '../../db/transaction';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/localized';
import { hashPassword, isCommonPassword } from '../../lib/password';
import type { RequestAuth } from '../../plugins/auth';
import { toUser } from './user.mapper';
import type { UserRepository } from './user.repository';
import type { AdminUserRow, AdminUserWrite, UserAdminRepository } from './user-admin.repository';

type FormBody = Omit<CreateUserBody, 'password' | 'confirmPassword' | 'contractApproved'>;

/**
 * The admin's side of accounts (spec §3, §5, §7 Users). An admin never changes their own role or
 * status nor deletes themselves, and the last active admin always stays one; an account set passive
 * or deleted loses access at once, on every instance.
 */
export function createUserAdminService(
  deps: AppDeps,
  repo: UserAdminRepository,
  users: UserRepository,
) {
  const toAdminUser = (row: AdminUserRow): AdminUser => ({
    ...toUser(row, deps.clock.now()),
    status: row.status === 'active' ? 'active' : 'passive',
    jobId: row.jobId,
    jobName: row.jobName,
    contractApproved: row.pendingContracts.length === 0,
  });

  async function load(id: number, lang: Lang): Promise<AdminUser> {
    const row = await repo.byId(id, lang.languageId);
    if (!row) throw notFound();
    return toAdminUser(row);
  }

  /** The form's rules the schema cannot check: places, occupation, language, unique addresses. */
  async function check(body: FormBody, exceptId: number | null) {
    const fields: Record<string, string[]> = {};
    const languageId = body.languageId ?? DEFAULT_LANGUAGE_ID;
    if (!(await users.languageExists(languageId))) fields.languageId = ['validation.invalid'];
    if (!(await users.cityExists(body.cityId))) fields.cityId = ['validation.invalid'];
    else if (!(await users.districtBelongsToCity(body.townId, body.cityId)))
      fields.townId = ['validation.invalid'];
    const birthday = new Date(`${body.birthday}T00:00:00Z`);
    if (
      Number.isNaN(birthday.getTime()) ||
      birthday > deps.clock.now() ||
      birthday.getUTCFullYear() < 1900
    )
      fields.birthday = ['validation.date'];
    if (body.jobId && !(await repo.jobExists(body.jobId))) fields.jobId = ['validation.invalid'];
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
    const taken = await repo.taken(body.email, body.phoneNumber, exceptId);
    if (taken.email) throw fieldError('EMAIL_TAKEN', 'email');
    if (taken.phone) throw fieldError('PHONE_TAKEN', 'phoneNumber');
  }

  const toWrite = (body: FormBody): AdminUserWrite => ({
    name: body.name,
    surname: body.surname,
    email: body.email,
    phoneNumber: body.phoneNumber,
    birthday: body.birthday,
    gender: body.gender,
    cityId: body.cityId,
    townId: body.townId,
    role: body.roleType,
    status: body.status,
    languageId: body.languageId ?? DEFAULT_LANGUAGE_ID,
    emailNotification: body.emailNotification ?? false,
    smsNotification: body.smsNotification ?? false,
    twoFactorEnabled: body.twoFactorEnabled ?? false,
  });

  /** A unique index caught a race the check above lost: the same answer as the check. */
  function rethrowTaken(error: unknown): never {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_uq') throw fieldError('EMAIL_TAKEN', 'email');
    if (constraint === 'users_phone_uq') throw fieldError('PHONE_TAKEN', 'phoneNumber');
    throw error;
  }

  /**
   * Ends the account's access on this instance now and again at commit; the others hear it from
   * PostgreSQL.
   */
  function forget(userId: number) {
    afterCommit(() => {
      deps.sessionCache.evictUser(userId);
      deps.userCache.evictUser(userId);
    });
  }

  /** Refuses a change that would leave no active admin. */
  async function assertAdminRemains(target: AdminUserRow, stillActiveAdmin: boolean) {
    if (target.role !== 'admin' || target.status !== 'active' || stillActiveAdmin) return;
    const admins = await repo.lockActiveAdmins();
    if (admins.every((id) => id === target.id)) throw new AppError('LAST_ADMIN');
  }

  return {
    load,

    async list(query: UserListQuery, lang: Lang): Promise<Paged<AdminUser>> {
      const page = await repo.page(query, lang.languageId);
      return { ...page, items: page.items.map(toAdminUser) };
    },

    async create(body: CreateUserBody, lang: Lang): Promise<AdminUser> {
      await check(body, null);
      if (isCommonPassword(body.password)) throw fieldError('PASSWORD_TOO_COMMON', 'password');
      const passwordHash = await hashPassword(body.password);
      let id: number;
      try {
        id = await repo.insert(toWrite(body), passwordHash);
      } catch (error) {
        rethrowTaken(error);
      }
      await repo.approveCurrentContracts(id);
      if (body.jobId) await repo.setJob(id, body.jobId);
      return load(id, lang);
    },

    async update(
      auth: RequestAuth,
      id: number,
      body: AdminUpdateUserBody,
      lang: Lang,
    ): Promise<AdminUser> {
      const current = await repo.byId(id, lang.languageId);
      if (!current) throw notFound();
      const currentStatus = current.status === 'active' ? 'active' : 'passive';
      if (id === auth.userId && (body.roleType !== current.role || body.status !== currentStatus))
        throw new AppError('ADMIN_SELF_CHANGE');
      await assertAdminRemains(current, body.roleType === 'admin' && body.status === 'active');
      await check(body, id);
      try {
        await repo.update(id, toWrite(body));
      } catch (error) {
        rethrowTaken(error);
      }
      if (body.jobId !== undefined) await repo.setJob(id, body.jobId ?? null);
      if (body.contractApproved) await repo.approveCurrentContracts(id);
      if (body.status !== 'active' && currentStatus === 'active')
        await repo.revokeSessions(id, 'disabled');
      forget(id);
      return load(id, lang);
    },

    async remove(auth: RequestAuth, id: number, lang: Lang): Promise<AdminUser> {
      if (id === auth.userId) throw new AppError('ADMIN_SELF_CHANGE');
      const current = await repo.byId(id, lang.languageId);
      if (!current) throw notFound();
      await assertAdminRemains(current, false);
      if (!(await repo.remove(id))) throw notFound();
      forget(id);
      return toAdminUser(current);
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
