import type { Pool } from 'pg';
import type { Writable } from 'node:stream';
import type { FileStorage } from '../../lib/storage';
import { ZipWriter } from '../../lib/zip';
import { recordingKey } from '../usertask/recordings';

/**
 * Everything held about a learner, as a ZIP they can open anywhere (KVKK art. 11: to learn what is
 * processed and to get it): `data.json` with one list per table that holds their rows, and their
 * recordings under `recordings/`. Every table with a `user_id` column is read, so a table added
 * later is exported without a change here; secrets are left out (password and token hashes,
 * one-time codes, the stores' raw receipts).
 */
const LEFT_OUT_TABLES = new Set(['otp_codes', 'store_notifications', 'password_reset_grants']);
const SECRET_COLUMN = /hash|secret|token|receipt/;

const README = `Yek English: verilerin / your data

data.json   Hakkında tuttuğumuz her şey, tablo tablo (JSON) / everything held about you, by table
recordings/ Konuşma etkinliklerindeki ses kayıtların / your recordings from the speaking activities

Şifren, oturum anahtarların ve tek kullanımlık kodlar güvenlik için dışarıda bırakıldı.
Your password, session keys and one-time codes are left out for security.
`;

export function createDataExport(pool: Pool, storage: FileStorage) {
  async function userTables(): Promise<string[]> {
    const { rows } = await pool.query<{ table: string }>(
      `SELECT c.table_name AS "table"
         FROM information_schema.columns c
         JOIN information_schema.tables t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
        ORDER BY 1`,
    );
    return rows.map((r) => r.table).filter((t) => !LEFT_OUT_TABLES.has(t));
  }

  const clean = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

  return {
    /** The learner's rows by table, and the storage keys of their recordings. */
    async collect(userId: number) {
      const { rows: account } = await pool.query('SELECT * FROM users WHERE id = $1', [userId]);
      const tables: Record<string, Record<string, unknown>[]> = {};
      for (const table of await userTables()) {
        const { rows } = await pool.query(
          `SELECT * FROM "${table}" WHERE user_id = $1 ORDER BY 1`,
          [userId],
        );
        if (rows.length) tables[table] = rows.map(clean);
      }
      const { rows: consents } = await pool.query(
        `SELECT c.alias, c.version, c.published_at AS "publishedAt", a.approved_at AS "approvedAt"
           FROM contract_approvals a JOIN contracts c ON c.id = a.contract_id
          WHERE a.user_id = $1 ORDER BY a.approved_at, c.alias`,
        [userId],
      );
      const recordings = new Set<string>();
      for (const table of ['user_task_answers', 'user_exam_answers', 'user_meta_answers'])
        for (const row of tables[table] ?? []) {
          const reply: unknown = row.answer;
          if (
            reply &&
            typeof reply === 'object' &&
            'fileName' in reply &&
            typeof reply.fileName === 'string'
          )
            recordings.add(reply.fileName);
        }
      return {
        data: {
          exportedAt: new Date().toISOString(),
          account: account.map(clean)[0] ?? null,
          consents,
          tables,
        },
        recordings: [...recordings].sort(),
      };
    },

    /** Writes the archive to `out` (ended by the caller). */
    async write(userId: number, out: Writable): Promise<void> {
      const { data, recordings } = await this.collect(userId);
      const zip = new ZipWriter(out);
      await zip.add('README.txt', Buffer.from(README));
      await zip.add('data.json', Buffer.from(JSON.stringify(data, null, 2)));
      for (const fileName of recordings) {
        const bytes = await storage.get(recordingKey(userId, fileName));
        if (bytes) await zip.add(`recordings/${fileName}`, bytes);
      }
      await zip.end();
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
