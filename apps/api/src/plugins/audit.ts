import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { inAmbientTransaction } from '../db/transaction';
import type { AccessRule } from './auth';
import type { AccessTagged } from './route';

/** What a management write changed: the entity, its id, and the entity before and after. */
export interface AuditChange {
  /** The kind of thing changed, e.g. 'user', 'contract', 'job'. */
  entity: string;
  entityId?: string | number | null;
  /** Defaults from the method: POST create, PUT/PATCH update, DELETE delete. */
  action?: string;
  before?: unknown;
  after?: unknown;
}

interface AuditScope {
  request: FastifyRequest;
  database: Database;
  recorded: number;
}
const scope = new AsyncLocalStorage<AuditScope>();

const ACTIONS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** An entity as stored in the log: a JSON object (a bare value is wrapped), or null. */
function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const object = typeof value === 'object' && !Array.isArray(value) ? value : { value };
  return JSON.stringify(object);
}

/** Access rules whose writes are management writes: audited, in one transaction. */
const MANAGEMENT: readonly AccessRule[] = ['editor', 'admin'];

/**
 * The audit log of management writes (docs/decisions/0018). Routes, or the services they call,
 * call `audit.record` once per entity they change; the entry joins the write's transaction.
 */
export const audit = {
  async record(change: AuditChange): Promise<void> {
    const s = scope.getStore();
    if (!s) throw new Error('audit.record called outside a management write');
    const { request } = s;
    const auth = request.auth;
    if (!auth) throw new Error('audit.record called without a signed-in caller');
    await s.database.pool.query(
      `INSERT INTO audit_log (actor_id, actor_email, actor_role, method, route, action, entity,
                              entity_id, before, after)
       VALUES ($1, (SELECT email FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        auth.userId,
        auth.role,
        request.method,
        request.routeOptions.url ?? request.url.split('?')[0],
        change.action ?? ACTIONS[request.method] ?? request.method.toLowerCase(),
        change.entity,
        change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
        snapshot(change.before),
        snapshot(change.after),
      ],
    );
    s.recorded += 1;
  },

  /** The entity as it is now, or null when it does not exist (a 404 of its getter). */
  async before<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if ((error as { errorCode?: string }).errorCode === 'NOT_FOUND') return null;
      throw error;
    }
  },
};

/** A registered route and the access rule of its guard (null: no guard). */
export interface RouteEntry {
  method: string;
  url: string;
  access: AccessRule | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its access rule: what the role table test walks. */
    routeCatalogue: RouteEntry[];
  }
}

/** The access rule a route's onRequest guard carries, if it has one. */
export function routeAccess(route: Pick<RouteOptions, 'onRequest'>): AccessRule | null {
  const hooks = route.onRequest
    ? Array.isArray(route.onRequest)
      ? route.onRequest
      : [route.onRequest]
    : [];
  for (const hook of hooks) {
    const access = (hook as Partial<AccessTagged>).access;
    if (access) return access;
  }
  return null;
}

export const isManagementWrite = (method: string, access: AccessRule | null) =>
  method !== 'GET' && method !== 'HEAD' && access !== null && MANAGEMENT.includes(access);

/**
 * Wraps the handler of every editor or admin write: it runs in one transaction that every query
 * of the request joins, and it must record what it changed. A write that answers without an audit
 * entry is rolled back and fails, so no management change is ever committed unrecorded.
 */
export function registerAuditedWrites(app: FastifyInstance, database: Database) {
  const catalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = routeAccess(route);
    for (const method of methods) catalogue.push({ method, url: route.url, access });
    if (!methods.some((m) => isManagementWrite(m, access))) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const s: AuditScope = { request, database, recorded: 0 };
      return scope.run(s, () =>
        inAmbientTransaction(database.pool, async () => {
          const result = await handler.call(this, request, reply);
          if (s.recorded === 0)
            throw new Error(
              `${request.method} ${route.url} changed data without audit.record: every management write is audited`,
            );
          return result;
        }),
      );
    };
  });
}
