import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/seed';
import { contentFilesHash } from '../src/modules/content/content-files';
import { loadBooks, summarizeBooks } from '../src/modules/book/book-loader';
import { loadMetaCourses, summarizeMeta } from '../src/modules/metacourse/meta-loader';
import { loadContent, summarize } from '../src/modules/content/content-loader';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server when set (CI: the machine's
 * PostgreSQL 15), else an embedded one in a temporary folder. A migrated, seeded template database
 * is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'yek-test-pg-'));
    embedded = await startEmbeddedPostgres(tmp, { database: 'postgres' });
    adminUrl = embedded.url('postgres');
  }
  // A name of this run's own, so that two runs on one PostgreSQL (two checkouts, CI beside a
  // developer) never drop each other's template.
  const TEMPLATE_DB = `yek_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  await runMigrations(templateUrl);
  const seedPool = new pg.Pool({ connectionString: templateUrl });
  await seedReferenceData(seedPool);
  // Every test database starts with the programme as content/ holds it now.
  const content = await loadContent(seedPool, { stateHash: contentFilesHash() });
  if (content.lines.length > 0 || content.days.failed > 0)
    console.warn([summarize(content), ...content.lines].join('\n  '));
  const books = await loadBooks(seedPool);
  if (books.invalid > 0) console.warn([summarizeBooks(books), ...books.lines].join('\n  '));
  const meta = await loadMetaCourses(seedPool);
  if (meta.invalid > 0) console.warn([summarizeMeta(meta), ...meta.lines].join('\n  '));
  await seedPool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DB);

  return async () => {
    if (!embedded) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await c.end();
    }
    if (embedded) await embedded.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  };
}
