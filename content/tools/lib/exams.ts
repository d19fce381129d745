import {
  CEFR_LEVELS,
  EXAM_FORMS,
  LevelExamSchema,
  PlacementFileSchema,
  type AudioRef,
  type CefrLevel,
  type LevelExam,
  type PlacementFile,
  type Script,
} from '@yek/contracts/content';
import type { z } from 'zod';
import type { CheckId, Findings } from './findings';
import type { RawExams, RawFile } from './load';

/** The file names the exam content is made of: one placement file per level, two forms per level. */
export const PLACEMENT_FILES = CEFR_LEVELS.map((l) => `exams/placement/${l.toLowerCase()}.yaml`);
export const LEVEL_EXAM_FILES = CEFR_LEVELS.flatMap((l) =>
  EXAM_FORMS.map((f) => `exams/levels/${l.toLowerCase()}-${f}.yaml`),
);

export interface ValidPlacement {
  path: string;
  file: PlacementFile;
}
export interface ValidLevelExam {
  path: string;
  exam: LevelExam;
}
export interface ValidExams {
  placement: ValidPlacement[];
  levels: ValidLevelExam[];
}

const TURKISH_KEYS = new Set(['tr', 'explanation']);

function checkOf(issue: z.core.$ZodIssue): CheckId {
  const tag =
    issue.code === 'custom' ? (issue.params as { check?: string } | undefined)?.check : undefined;
  if (tag === 'keys') return 'exam-keys';
  if (tag === 'counts') return 'exam-counts';
  if (tag === 'turkish') return 'exam-turkish';
  const key = issue.path.at(-1);
  if (
    typeof key === 'string' &&
    TURKISH_KEYS.has(key) &&
    ['too_small', 'invalid_type'].includes(issue.code)
  )
    return 'exam-turkish';
  return 'exam-schema';
}

function parseAll<T>(
  files: RawFile[],
  schema: z.ZodType<T>,
  findings: Findings,
  expected: string[],
): { path: string; data: T }[] {
  const valid: { path: string; data: T }[] = [];
  for (const file of files) {
    if (!expected.includes(file.path)) {
      findings.error('exam-schema', file.path, `unexpected file; exam files are ${expected[0]} …`);
      continue;
    }
    if (file.parseError) {
      findings.error('exam-schema', file.path, file.parseError);
      continue;
    }
    const parsed = schema.safeParse(file.data);
    if (parsed.success) valid.push({ path: file.path, data: parsed.data });
    else
      for (const issue of parsed.error.issues)
        findings.error(
          checkOf(issue),
          `${file.path} ${issue.path.join('.')}`.trim(),
          issue.message,
        );
  }
  return valid;
}

/** Validates the exam files; returns those that pass, each checked against its file name. */
export function validateExams(raw: RawExams, findings: Findings): ValidExams {
  const placement = parseAll(raw.placement, PlacementFileSchema, findings, PLACEMENT_FILES)
    .filter(({ path, data }) => {
      const expected = `exams/placement/${data.level.toLowerCase()}.yaml`;
      if (path !== expected)
        findings.error('exam-schema', path, `level ${data.level} belongs in ${expected}`);
      return path === expected;
    })
    .map(({ path, data }) => ({ path, file: data }));
  const levels = parseAll(raw.levels, LevelExamSchema, findings, LEVEL_EXAM_FILES)
    .filter(({ path, data }) => {
      const expected = `exams/levels/${data.slug}.yaml`;
      if (path !== expected)
        findings.error('exam-schema', path, `form ${data.slug} belongs in ${expected}`);
      return path === expected;
    })
    .map(({ path, data }) => ({ path, exam: data }));
  const files = raw.placement.length + raw.levels.length;
  findings.note(
    'exam-schema',
    `${placement.length + levels.length} of ${files} exam files valid (${placement.length} placement, ${levels.length} level forms)`,
  );
  return { placement, levels };
}

/** A listening script of the exams, where it lives and what it records. */
export interface ExamScript {
  path: string;
  /** The placement item's id or the recording's slug. */
  key: string;
  level: CefrLevel;
  script: Script;
  audio: AudioRef | undefined;
}

export function examScripts(exams: ValidExams): ExamScript[] {
  return [
    ...exams.placement.flatMap(({ path, file }) =>
      file.items.flatMap((item) =>
        item.listening
          ? [
              {
                path,
                key: item.id,
                level: item.level,
                script: item.listening.script,
                audio: item.listening.audio,
              },
            ]
          : [],
      ),
    ),
    ...exams.levels.flatMap(({ path, exam }) =>
      exam.sections.listening.recordings.map((r) => ({
        path,
        key: r.slug,
        level: exam.level,
        script: r.script,
        audio: r.audio,
      })),
    ),
  ];
}
