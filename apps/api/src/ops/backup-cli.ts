// `npm run backup` and `npm run restore FILE` (docs/backups.md). Settings from the environment, as
// the server reads them: DATA_DIR, BACKUP_DIR (default DATA_DIR/backups), BACKUP_KEEP (default 7).
import path from 'node:path';
import { createBackup, restoreBackup } from './backup';

const [command, file] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const log = (line: string) => console.log(line);

async function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: this command backs up the embedded database only. Back up an external ' +
        'PostgreSQL with its own tools (docs/backups.md).',
    );
    return 2;
  }
  if (command === 'backup') {
    const keep = Number(process.env.BACKUP_KEEP ?? 7);
    if (!Number.isInteger(keep) || keep < 1) {
      console.error('BACKUP_KEEP must be a whole number of at least 1.');
      return 2;
    }
    const result = await createBackup({
      dataDir,
      backupDir: process.env.BACKUP_DIR || undefined,
      keep,
      log,
    });
    log(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s).`,
    );
    for (const old of result.removed) log(`Removed an older backup: ${old}`);
    return 0;
  }
  if (command === 'restore' && file) {
    const result = await restoreBackup({ dataDir, file: path.resolve(file), log });
    log(
      `Restored ${dataDir} from ${file} in ${result.seconds.toFixed(1)} s. Start the product: the ` +
        'database replays its log on the first start.',
    );
    return 0;
  }
  console.error('Usage: npm run backup | npm run restore FILE');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
