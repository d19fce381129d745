import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { CONTENT_DIR, DAYS_DIR, META_DIR, SYLLABUS_FILE } from './paths';

/** A content file as read from disk: its parsed YAML, or why it could not be parsed. */
export interface RawFile {
  /** Path relative to content/, e.g. `days/a1/day-001.yaml`. */
  path: string;
  data: unknown;
  parseError?: string;
}

export interface RawContent {
  syllabus: RawFile | null;
  days: RawFile[];
  /** The meta courses' files; absent in tests that build only days. */
  meta?: RawMetaCourse[];
}

/** A meta course folder: content/meta/<slug>/course.yaml and its task-NN.yaml files. */
export interface RawMetaCourse {
  /** The folder's name, which is the course's slug. */
  folder: string;
  course: RawFile | null;
  tasks: RawFile[];
}

export function readYamlFile(file: string): RawFile {
  const path = relative(CONTENT_DIR, file);
  const doc = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return { path, data: null, parseError: doc.errors.map((e) => e.message).join('; ') };
  }
  return { path, data: doc.toJS() };
}

/** content/syllabus.yaml and every content/days/<section>/*.yaml. */
export function readContent(): RawContent {
  const days: RawFile[] = [];
  if (existsSync(DAYS_DIR)) {
    for (const section of readdirSync(DAYS_DIR, { withFileTypes: true })) {
      if (!section.isDirectory()) continue;
      const dir = join(DAYS_DIR, section.name);
      for (const name of readdirSync(dir).sort()) {
        if (name.endsWith('.yaml') || name.endsWith('.yml'))
          days.push(readYamlFile(join(dir, name)));
      }
    }
  }
  return {
    syllabus: existsSync(SYLLABUS_FILE) ? readYamlFile(SYLLABUS_FILE) : null,
    days,
    meta: readMeta(),
  };
}

/** Every content/meta/<course>/ folder: its course.yaml and its task files in name order. */
export function readMeta(dir: string = META_DIR): RawMetaCourse[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      const courseDir = join(dir, folder);
      const courseFile = join(courseDir, 'course.yaml');
      const tasks = readdirSync(courseDir)
        .filter((name) => name !== 'course.yaml' && /\.ya?ml$/.test(name))
        .sort()
        .map((name) => readYamlFile(join(courseDir, name)));
      return {
        folder,
        course: existsSync(courseFile) ? readYamlFile(courseFile) : null,
        tasks,
      };
    });
}
