// Backups of the embedded default (docs/backups.md): the database's files, copied while it runs
// inside PostgreSQL's own backup mode (pg_backup_start / pg_backup_stop), with the write-ahead log
// that makes the copy consistent, and the uploaded files; one gzip-compressed tar per backup.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { extractTar, TarWriter } from './tar';

/** Files of a running cluster that a copy leaves out (PostgreSQL's documented list). */
const SKIP = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'backup_label',
  'tablespace_map',
]);
/** Folders whose contents are not copied (the folders themselves are). */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

export interface BackupOptions {
  dataDir: string;
  /** Where backups are written: DATA_DIR/backups unless set. */
  backupDir?: string;
  /** How many backups to keep; older ones are removed after a new one is written. */
  keep?: number;
  log?: (line: string) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  removed: string[];
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');
export const BACKUP_NAME = /^yek-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

/** The running embedded database of a data folder: its port, or null when it is not running. */
async function runningPort(pgDir: string): Promise<number | null> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return Number(lines[3]) || null;
}

async function* walk(dir: string, base = ''): AsyncGenerator<{ rel: string; full: string }> {
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    yield { rel, full };
    if (entry.isDirectory()) yield* walk(full, rel);
  }
}

/** Adds a folder's regular files and subfolders under `prefix`, skipping what `skip` says. */
async function addTree(
  tar: TarWriter,
  dir: string,
  prefix: string,
  skip: (rel: string, isDir: boolean) => 'skip' | 'empty' | 'keep' = () => 'keep',
) {
  const emptied: string[] = [];
  for await (const { rel, full } of walk(dir)) {
    if (emptied.some((d) => rel.startsWith(`${d}/`))) continue;
    let info;
    try {
      info = await lstat(full);
    } catch {
      continue; // removed while copying (a temporary file): the log has what matters
    }
    const decision = skip(rel, info.isDirectory());
    if (decision === 'skip') continue;
    if (info.isDirectory()) {
      await tar.dir(`${prefix}/${rel}`);
      if (decision === 'empty') emptied.push(rel);
    } else if (info.isFile()) {
      await tar.file(`${prefix}/${rel}`, full, info.size, info.mode & 0o777);
    }
  }
}

/**
 * Writes a backup of the data folder's database and uploads while the product runs (or starts the
 * database for the copy when it does not), then keeps the newest `keep` backups.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  const backupDir = path.resolve(options.backupDir ?? path.join(dataDir, 'backups'));
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${pgDir}: nothing to back up.`);
  await mkdir(backupDir, { recursive: true });

  let port = await runningPort(pgDir);
  let ownServer: EmbeddedServer | null = null;
  if (port === null) {
    log('The database is not running: starting it for the copy.');
    ownServer = await startEmbeddedPostgres(pgDir, { database: 'yek' });
    port = Number(new URL(ownServer.url('yek')).port);
  }
  const file = path.join(backupDir, `yek-backup-${stamp(new Date())}.tar.gz`);
  const partial = `${file}.partial`;
  const client = new pg.Client({
    connectionString: `postgres://yek:yek@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, createWriteStream(partial));
    const tar = new TarWriter(gzip);
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    // The first log segment the restored copy needs: older ones are not copied.
    const { rows: begun } = await client.query<{ first: string }>(
      'SELECT pg_walfile_name(pg_backup_start($1, true)) AS first',
      [path.basename(file)],
    );
    const firstSegment = begun[0]!.first;
    let label: { labelfile: string; spcmapfile: string | null };
    try {
      await addTree(tar, pgDir, 'postgres', (rel, isDir) => {
        const name = path.basename(rel);
        if (!isDir && SKIP.has(name)) return 'skip';
        if (isDir && EMPTY_DIRS.has(rel)) return 'empty';
        return 'keep';
      });
    } finally {
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      label = rows[0]!;
    }
    // The log written from the start to the end of the copy, which the restored database replays.
    await client.query('SELECT pg_switch_wal()');
    const walDir = path.join(pgDir, 'pg_wal');
    for (const name of (await readdir(walDir)).sort()) {
      if (!/^[0-9A-F]{24}$/.test(name) || name < firstSegment) continue;
      const info = await stat(path.join(walDir, name)).catch(() => null);
      if (info?.isFile())
        await tar.file(`postgres/pg_wal/${name}`, path.join(walDir, name), info.size, 0o600);
    }
    await tar.buffer('postgres/backup_label', Buffer.from(label.labelfile), 0o600);
    if (label.spcmapfile)
      await tar.buffer('postgres/tablespace_map', Buffer.from(label.spcmapfile), 0o600);
    const uploads = path.join(dataDir, 'uploads');
    if (existsSync(uploads)) {
      await tar.dir('uploads');
      await addTree(tar, uploads, 'uploads', (rel) => (rel.includes('.tmp-') ? 'skip' : 'keep'));
    }
    const secrets = path.join(dataDir, 'secrets.json');
    if (existsSync(secrets))
      await tar.file('secrets.json', secrets, (await stat(secrets)).size, 0o600);
    await tar.buffer(
      'backup.json',
      Buffer.from(
        JSON.stringify(
          { format: 1, createdAt: new Date().toISOString(), postgres: version[0]!.server_version },
          null,
          2,
        ),
      ),
    );
    await tar.end();
    gzip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
    await ownServer?.stop();
  }
  const removed = await rotate(backupDir, options.keep ?? 7);
  const bytes = (await stat(file)).size;
  return { file, bytes, seconds: (performance.now() - started) / 1000, removed };
}

/** Keeps the newest `keep` backups of the folder and removes the rest. */
export async function rotate(backupDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupDir)).filter((n) => BACKUP_NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - Math.max(1, keep)));
  for (const name of old) await rm(path.join(backupDir, name), { force: true });
  return old;
}

const run = promisify(execFile);

/** The system user the embedded database runs as when the product runs as root. */
async function postgresOwner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function chownTree(dir: string, owner: { uid: number; gid: number }) {
  await chown(dir, owner.uid, owner.gid);
  for await (const { full } of walk(dir)) await chown(full, owner.uid, owner.gid);
}

export interface RestoreResult {
  /** Where the data that was there before was moved (nothing is deleted). */
  setAside: string | null;
  seconds: number;
}

/**
 * Brings a stopped instance's data folder back to a backup: the database and the uploads there now
 * are moved aside (never deleted), the backup is unpacked, and the database replays its log on the
 * next start. Refuses while the product runs on the folder.
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  if (!existsSync(options.file)) throw new Error(`No such backup: ${options.file}`);
  if ((await runningPort(pgDir)) !== null)
    throw new Error('The product is running on this data folder: stop it, then restore.');
  await mkdir(dataDir, { recursive: true });
  const incoming = path.join(dataDir, `.restoring-${Date.now()}`);
  await rm(incoming, { recursive: true, force: true });
  try {
    const names = await extractTar(
      createReadStream(options.file).pipe(createGunzip()),
      ({ name }) => {
        if (name.split('/').some((part) => part === '..') || path.isAbsolute(name)) return null;
        return path.join(incoming, name);
      },
    );
    if (!names.includes('backup.json') || !names.includes('postgres/backup_label'))
      throw new Error('This file is not a complete backup of this product.');
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  // What is there now is kept aside, so a restore onto the wrong folder can be undone.
  const aside = path.join(dataDir, `before-restore-${stamp(new Date())}`);
  let setAside: string | null = null;
  for (const part of ['postgres', 'uploads', 'secrets.json']) {
    const current = path.join(dataDir, part);
    if (!existsSync(current)) continue;
    await mkdir(aside, { recursive: true });
    await rename(current, path.join(aside, part));
    setAside = aside;
  }
  for (const part of ['postgres', 'uploads', 'secrets.json']) {
    const restored = path.join(incoming, part);
    if (existsSync(restored)) await rename(restored, path.join(dataDir, part));
  }
  await rm(incoming, { recursive: true, force: true });
  // PostgreSQL wants its folder private to the user it runs as.
  await chmod(pgDir, 0o700);
  const owner = await postgresOwner();
  if (owner) await chownTree(pgDir, owner);
  if (setAside) log(`The data that was there is kept in ${setAside}.`);
  return { setAside, seconds: (performance.now() - started) / 1000 };
}
