import { z } from 'zod';
import { IdSchema } from './common';
import { SORT_DIRECTIONS, pagedQuerySchema, pagedSchema } from './paging';
import { RoleSchema } from './user';

/** One management write as the audit log keeps it (docs/decisions/0018). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.int32().nullable(),
  actorEmail: z.string().nullable(),
  /** The signed-in user's role, or `system` for a scheduled job (the retention job's erasures). */
  actorRole: z.union([RoleSchema, z.literal('system')]),
  method: z.string(),
  route: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity as its reader answered it, before and after the write (null: did not exist). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * GET auditlog: newest first unless told otherwise; searchText matches the actor's email, the
 * entity and the route; actorId, entity, entityId and a date range (from, to: days, inclusive,
 * UTC) narrow it.
 */
export const AuditLogQuerySchema = pagedQuerySchema(['createdAt', 'entity', 'actorEmail']).extend({
  orderDirection: z.enum(SORT_DIRECTIONS).default('desc'),
  actorId: IdSchema.optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = pagedSchema(AuditEntrySchema);
