import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DAYS_DIR, EXAMS_DIR, SYLLABUS_FILE } from '@yek/content/paths';
import { LOADER_VERSION } from './content-mapping';

/**
 * A fingerprint of everything the loader reads: the syllabus and every day file, by name and
 * bytes, plus the loader's version. The server compares it with content_state at start, so an
 * unchanged programme costs a few milliseconds of hashing and one query instead of a reload.
 * Files are hashed, not parsed: parsing the year takes seconds, hashing it a few milliseconds.
 */
export function contentFilesHash(): string {
  const hash = createHash('sha256').update(`loader ${LOADER_VERSION}\n`);
  const add = (name: string, file: string) => {
    hash.update(`${name}\n`);
    hash.update(readFileSync(file));
    hash.update('\n');
  };
  if (existsSync(SYLLABUS_FILE)) add('syllabus.yaml', SYLLABUS_FILE);
  if (existsSync(DAYS_DIR)) {
    for (const section of readdirSync(DAYS_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()) {
      const dir = join(DAYS_DIR, section);
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.yaml') || name.endsWith('.yml'))
          add(`${section}/${name}`, join(dir, name));
      }
    }
  }
  for (const sub of ['placement', 'levels']) {
    const dir = join(EXAMS_DIR, sub);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort())
      if (name.endsWith('.yaml') || name.endsWith('.yml'))
        add(`exams/${sub}/${name}`, join(dir, name));
  }
  return hash.digest('hex');
}
