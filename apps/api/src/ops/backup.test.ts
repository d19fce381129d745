import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { api, completeToday, learnerWithTrial, recordOnDayTwo } from '../../test/learner';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/seed';
import { loadContent } from '../modules/content/content-loader';
import { contentFilesHash } from '../modules/content/content-files';
import { createBackup, restoreBackup, rotate } from './backup';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yek-backup-'));
  // The embedded database runs as an unprivileged user when started by root: it must reach it.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

interface Held {
  users: string[];
  answers: number;
  recordings: string[];
  words: string[];
}

async function held(url: string): Promise<Held> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query(sql)).rows;
    return {
      users: (await q('SELECT email FROM users ORDER BY email')).map((r) => r.email),
      answers: Number((await q('SELECT count(*) AS n FROM user_task_answers'))[0].n),
      recordings: (
        await q(
          `SELECT answer->>'fileName' AS f FROM user_task_answers WHERE answer ? 'fileName' ORDER BY 1`,
        )
      ).map((r) => r.f),
      words: (await q('SELECT word FROM user_dictionary_words ORDER BY word')).map((r) => r.word),
    };
  } finally {
    await client.end();
  }
}

describe('backup and restore of the embedded database and the uploads', () => {
  it('backs up a running product with learners mid-programme; the data folder destroyed, the restore brings back every account, answer, recording and word', async () => {
    const dataDir = tempDir();
    const pgDir = path.join(dataDir, 'postgres');
    let db = await startEmbeddedPostgres(pgDir, { database: 'yek' });
    const url = db.url('yek');
    await runMigrations(url);
    const seed = new pg.Pool({ connectionString: url });
    await seedReferenceData(seed);
    await loadContent(seed, { stateHash: contentFilesHash() });
    await seed.end();

    const t = await createTestApp(
      { dataDir, rateLimitEnabled: false },
      {},
      { url, drop: async () => undefined },
    );
    let before: Held;
    let backupFile: string;
    try {
      // Two learners: one through day 1 and into day 2 with a recording, one who saved a word.
      const first = await learnerWithTrial(t);
      await completeToday(t, first.token);
      const fileName = await recordOnDayTwo(t, first);
      const second = await learnerWithTrial(t);
      const secondToken = second.token;
      await api(t, secondToken).data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
        words: [{ word: 'ship' }, { word: 'storm' }],
      });
      before = await held(url);
      expect(before.users.length).toBeGreaterThanOrEqual(2);
      expect(before.answers).toBeGreaterThan(10);
      expect(before.recordings).toEqual([fileName]);
      expect(before.words).toEqual(['ship', 'storm']);

      // The backup runs beside the live app, then the learner goes on: that is not in it.
      const result = await createBackup({ dataDir });
      backupFile = result.file;
      expect(path.basename(backupFile)).toMatch(/^yek-backup-.*\.tar\.gz$/);
      await api(t, secondToken).data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
        words: [{ word: 'cat' }],
      });
      expect((await held(url)).words).toContain('cat');
    } finally {
      await t.close();
      await db.stop();
    }

    // The data folder is lost; the backup (kept elsewhere) brings it back.
    const kept = path.join(tempDir(), path.basename(backupFile));
    writeFileSync(kept, readFileSync(backupFile));
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    await restoreBackup({ dataDir, file: kept });

    db = await startEmbeddedPostgres(pgDir, { database: 'yek' });
    try {
      const after = await held(db.url('yek'));
      expect(after).toEqual(before);
      const stored = readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String);
      expect(stored.some((f) => f.endsWith(before.recordings[0]!))).toBe(true);
    } finally {
      await db.stop();
    }
  }, 300_000);

  it('refuses to restore onto a running database and keeps what was there aside', async () => {
    const dataDir = tempDir();
    const db = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), { database: 'yek' });
    try {
      const { file } = await createBackup({ dataDir });
      await expect(restoreBackup({ dataDir, file })).rejects.toThrow(/running/);
    } finally {
      await db.stop();
    }
  }, 120_000);

  it('refuses a file that is not a whole backup, leaving the folder as it was', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), '{}');
    const bad = path.join(dataDir, 'bad.tar.gz');
    writeFileSync(bad, 'not a backup');
    await expect(restoreBackup({ dataDir, file: bad })).rejects.toThrow();
    expect(readdirSync(dataDir).sort()).toEqual(['bad.tar.gz', 'secrets.json']);
  });

  it('keeps the newest backups and removes the rest', async () => {
    const dir = tempDir();
    const names = ['01', '02', '03', '04'].map((d) => `yek-backup-2026-11-${d}T03-00-00Z.tar.gz`);
    for (const n of names) writeFileSync(path.join(dir, n), '');
    writeFileSync(path.join(dir, 'notes.txt'), '');
    expect(await rotate(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', ...names.slice(2)]);
    expect(existsSync(path.join(dir, names[3]!))).toBe(true);
  });
});
