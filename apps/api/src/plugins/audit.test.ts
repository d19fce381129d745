import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { afterCommit, withTransaction } from '../db/transaction';
import { createTestDatabase } from '../../test/helpers';
import { audit, registerAuditedWrites } from './audit';
import type { AccessRule } from './auth';

let db: { url: string; drop(): Promise<void> };
let database: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  database = createDatabase(db.url, 3);
  await database.pool.query('CREATE TABLE audit_probe (id serial PRIMARY KEY, label text)');
});
afterAll(async () => {
  await database.close();
  await db.drop();
});

/** A guard stub that signs in the first user with the given role, tagged like the real guard. */
function signedIn(access: AccessRule) {
  const hook = async (request: { auth: unknown }) => {
    const { rows } = await database.pool.query<{ id: number }>(
      'SELECT id FROM users ORDER BY id LIMIT 1',
    );
    request.auth = { userId: rows[0]?.id ?? 0, sessionId: 's', role: 'admin' };
  };
  return Object.assign(hook, { access });
}

async function appWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  registerAuditedWrites(app, database);
  routes(app);
  await app.ready();
  return app;
}

const probes = async (label: string) =>
  (await database.pool.query('SELECT 1 FROM audit_probe WHERE label = $1', [label])).rowCount;

describe('audited management writes', () => {
  beforeAll(async () => {
    await database.pool.query(
      `INSERT INTO users (name, surname, email, role) VALUES ('Audit', 'Probe', 'audit.probe@example.com', 'admin')
       ON CONFLICT DO NOTHING`,
    );
  });

  it('fails and rolls back a write route that records nothing', async () => {
    const app = await appWith((a) =>
      a.post('/forgetful', { onRequest: signedIn('editor') }, async () => {
        await database.pool.query("INSERT INTO audit_probe (label) VALUES ('forgotten')");
        return { ok: true };
      }),
    );
    const res = await app.inject({ method: 'POST', url: '/forgetful' });
    expect(res.statusCode).toBe(500);
    expect(await probes('forgotten')).toBe(0);
    await app.close();
  });

  it('commits the change and its entry together, nested transactions as savepoints', async () => {
    const app = await appWith((a) =>
      a.put('/recorded', { onRequest: signedIn('admin') }, async () => {
        await withTransaction(database.pool, async (tx) => {
          await tx.query("INSERT INTO audit_probe (label) VALUES ('kept')");
        });
        // A nested transaction that fails rolls back to its savepoint only.
        await withTransaction(database.pool, async (tx) => {
          await tx.query("INSERT INTO audit_probe (label) VALUES ('undone')");
          throw new Error('inner failure');
        }).catch(() => undefined);
        await audit.record({ entity: 'probe', entityId: 1, after: { label: 'kept' } });
        return { ok: true };
      }),
    );
    const res = await app.inject({ method: 'PUT', url: '/recorded' });
    expect(res.statusCode).toBe(200);
    expect(await probes('kept')).toBe(1);
    expect(await probes('undone')).toBe(0);
    const { rows } = await database.pool.query(
      "SELECT method, route, action, entity, entity_id, after FROM audit_log WHERE entity = 'probe'",
    );
    expect(rows).toEqual([
      {
        method: 'PUT',
        route: '/recorded',
        action: 'update',
        entity: 'probe',
        entity_id: '1',
        after: { label: 'kept' },
      },
    ]);
    await app.close();
  });

  it('rolls back the entry with the change when the route fails after recording', async () => {
    const app = await appWith((a) =>
      a.delete('/late-failure', { onRequest: signedIn('admin') }, async () => {
        await database.pool.query("INSERT INTO audit_probe (label) VALUES ('late')");
        await audit.record({ entity: 'late', entityId: 2 });
        throw new Error('failed after recording');
      }),
    );
    expect((await app.inject({ method: 'DELETE', url: '/late-failure' })).statusCode).toBe(500);
    expect(await probes('late')).toBe(0);
    const { rowCount } = await database.pool.query("SELECT 1 FROM audit_log WHERE entity = 'late'");
    expect(rowCount).toBe(0);
    await app.close();
  });

  it('runs after-commit work again once committed, and not when rolled back', async () => {
    const runs: string[] = [];
    const app = await appWith((a) => {
      a.post('/commits', { onRequest: signedIn('editor') }, async () => {
        afterCommit(() => runs.push('committed'));
        await audit.record({ entity: 'probe-commit' });
        expect(runs).toEqual(['committed']);
        return { ok: true };
      });
      a.post('/fails', { onRequest: signedIn('editor') }, async () => {
        afterCommit(() => runs.push('failed'));
        throw new Error('no');
      });
    });
    expect((await app.inject({ method: 'POST', url: '/commits' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/fails' })).statusCode).toBe(500);
    expect(runs).toEqual(['committed', 'committed', 'failed']);
    await app.close();
  });

  it('leaves reads and learner writes alone', async () => {
    const app = await appWith((a) => {
      a.get('/read', { onRequest: signedIn('admin') }, async () => ({ ok: true }));
      a.post('/mine', { onRequest: signedIn('user') }, async () => ({ ok: true }));
    });
    expect((await app.inject({ url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/mine' })).statusCode).toBe(200);
    await app.close();
  });
});
