import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every committed management write (an editor's or an admin's non-GET call): who, when, which
 * route and entity, and the entity before and after. Written in the write's own transaction, so an
 * entry exists exactly when the change does (docs/decisions/0018).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept when the account is deleted: the entry still says who it was by id and email. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 254 }),
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Which parts of the editor-owned seed data (agreements, slides, questionnaire answers, result
 * texts, plans) an installation has received. A part is written once; after that it belongs to
 * the editors, and a later start never writes it again (docs/decisions/0017).
 */
export const seedLog = pgTable('seed_log', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
