import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import {
  BOOKS_DIR,
  BOOK_GENRES_FILE,
  CONTENT_DIR,
  DAYS_DIR,
  EXAMS_DIR,
  META_DIR,
  SYLLABUS_FILE,
  YEKVERSE_DIR,
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
  /** The meta courses' files; absent in tests that build only days. */
  meta?: RawMetaCourse[];
  /** Yekverse's places and scenarios; left out, its checks only note that they did not run. */
  yekverse?: RawYekverse;
}

/** content/yekverse: places.yaml and every scenarios/<place>/<id>.yaml. */
export interface RawYekverse {
  places: RawFile | null;
  scenarios: RawFile[];
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
    meta: readMeta(),
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
      return {
        folder,
        course: existsSync(courseFile) ? readYamlFile(courseFile) : null,
        tasks: yamlFiles(courseDir)
          .filter((file) => !file.endsWith('/course.yaml'))
          .map(readYamlFile),
      };
    });
}

/** content/books/genres.yaml and every content/books/<slug>/book.yaml, in path order. */
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

/** content/yekverse/places.yaml and every scenarios/<place>/*.yaml, in path order. */
export function readYekverse(dir: string = YEKVERSE_DIR): RawYekverse {
  const placesFile = join(dir, 'places.yaml');
  const scenariosDir = join(dir, 'scenarios');
  const scenarios: RawFile[] = [];
  if (existsSync(scenariosDir))
    for (const entry of readdirSync(scenariosDir, { withFileTypes: true }))
      if (entry.isDirectory())
        scenarios.push(...yamlFiles(join(scenariosDir, entry.name)).map(readYamlFile));
  scenarios.sort((a, b) => a.path.localeCompare(b.path));
  return { places: existsSync(placesFile) ? readYamlFile(placesFile) : null, scenarios };
}
