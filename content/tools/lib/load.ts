import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import {
  BOOKS_DIR,
  BOOK_GENRES_FILE,
  CONTENT_DIR,
  DAYS_DIR,
  EXAMS_DIR,
  SYLLABUS_FILE,
} from './paths';

/** A content file as read from disk: its parsed YAML, or why it could not be parsed. */
export interface RawFile {
  /** Path relative to content/, e.g. `days/a1/day-001.yaml`. */
  path: string;
  data: unknown;
  parseError?: string;
}

/** The library: genres.yaml and every books/<folder>/book.yaml. */
export interface RawBooks {
  genres: RawFile | null;
  books: RawFile[];
}

export interface RawContent {
  syllabus: RawFile | null;
  days: RawFile[];
  /** The library's books; left out, the book checks only note that they did not run. */
  books?: RawBooks;
  /** The exams' files; absent in tests that build only days. */
  exams?: RawExams;
}

export function readYamlFile(file: string): RawFile {
  const path = relative(CONTENT_DIR, file);
  const doc = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return { path, data: null, parseError: doc.errors.map((e) => e.message).join('; ') };
  }
  return { path, data: doc.toJS() };
}

/** content/syllabus.yaml and every content/days/<section>/*.yaml (the books: readBooks). */
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
    exams: readExams(),
  };
}

/** The exam files as read from disk (content/exams/placement/*.yaml, content/exams/levels/*.yaml). */
export interface RawExams {
  placement: RawFile[];
  levels: RawFile[];
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => join(dir, name));
}

export function readExams(dir: string = EXAMS_DIR): RawExams {
  return {
    placement: yamlFiles(join(dir, 'placement')).map(readYamlFile),
    levels: yamlFiles(join(dir, 'levels')).map(readYamlFile),
  };
}

export function readBooks(): RawBooks {
  const books: RawFile[] = [];
  if (existsSync(BOOKS_DIR)) {
    for (const entry of readdirSync(BOOKS_DIR, { withFileTypes: true })) {
      const file = join(BOOKS_DIR, entry.name, 'book.yaml');
      if (entry.isDirectory() && existsSync(file)) books.push(readYamlFile(file));
    }
  }
  books.sort((a, b) => a.path.localeCompare(b.path));
  return { genres: existsSync(BOOK_GENRES_FILE) ? readYamlFile(BOOK_GENRES_FILE) : null, books };
}
