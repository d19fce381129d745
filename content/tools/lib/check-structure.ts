import {
  CONTENT_SECTIONS,
  DaySchema,
  ROTATING_SKILLS,
  SyllabusSchema,
  daySlug,
  type Syllabus,
} from '@yek/contracts/content';
import type { z } from 'zod';
import type { CheckContext, CheckId, Findings, ValidDay } from './findings';
import type { RawContent } from './load';

const TURKISH_KEYS = new Set(['tr', 'explanation', 'meaning']);

/** Which check a schema issue belongs to: its tag, a Turkish field, or the schema itself. */
function checkOf(issue: z.core.$ZodIssue): CheckId {
  const tag =
    issue.code === 'custom' ? (issue.params as { check?: CheckId } | undefined)?.check : undefined;
  if (tag) return tag;
  const key = issue.path.at(-1);
  if (
    typeof key === 'string' &&
    TURKISH_KEYS.has(key) &&
    ['too_small', 'invalid_type'].includes(issue.code)
  )
    return 'turkish';
  return 'schema';
}

/** Where a meta course file's schema issues are reported, by the check a day's would go to. */
const META_CHECKS: Partial<Record<CheckId, CheckId>> = {
  keys: 'meta-keys',
  turkish: 'meta-turkish',
};

/** Reports schema issues under their checks; `meta` files under the meta courses' checks. */
export function reportIssues(
  findings: Findings,
  path: string,
  issues: z.core.$ZodIssue[],
  of: 'days' | 'meta' = 'days',
): void {
  for (const issue of issues) {
    const id = checkOf(issue);
    const check = of === 'meta' ? (META_CHECKS[id] ?? 'meta-schema') : id;
    findings.error(check, `${path} ${issue.path.join('.')}`.trim(), issue.message);
  }
}

/** Validates the syllabus and every day file; returns those that pass. */
export function validate(
  raw: RawContent,
  findings: Findings,
): { syllabus: Syllabus | undefined; days: ValidDay[] } {
  let syllabus: Syllabus | undefined;
  if (!raw.syllabus) findings.error('schema', 'syllabus.yaml', 'missing');
  else if (raw.syllabus.parseError)
    findings.error('schema', raw.syllabus.path, raw.syllabus.parseError);
  else {
    const parsed = SyllabusSchema.safeParse(raw.syllabus.data);
    if (parsed.success) syllabus = parsed.data;
    else reportIssues(findings, raw.syllabus.path, parsed.error.issues);
  }
  const days: ValidDay[] = [];
  for (const file of raw.days) {
    if (file.parseError) {
      findings.error('schema', file.path, file.parseError);
      continue;
    }
    const parsed = DaySchema.safeParse(file.data);
    if (parsed.success) days.push({ path: file.path, day: parsed.data });
    else reportIssues(findings, file.path, parsed.error.issues);
  }
  findings.note('schema', `${days.length} of ${raw.days.length} day files valid`);
  return { syllabus, days };
}

/** A1.1 < A1.2 < A1.3 < A1 (points the profile leaves unlevelled come last in their level). */
const rank = (profileLevel: string): number => {
  const [level = '', sub = '9'] = profileLevel.split('.');
  return ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].indexOf(level) * 10 + Number(sub);
};

/** The map: weekly skills, review days, exams, profile order within each section. */
export function checkSyllabus(syllabus: Syllabus | undefined, findings: Findings): void {
  if (!syllabus) {
    findings.error('syllabus', 'syllabus.yaml', 'not checked: the file is missing or invalid');
    return;
  }
  const days = syllabus.days;
  for (let start = 1; start + 6 <= days.length; start += 7) {
    const week = days.slice(start - 1, start + 6);
    for (const skill of ROTATING_SKILLS) {
      const count = week.filter((d) => d.rotating.includes(skill)).length;
      if (count < 2)
        findings.error(
          'syllabus',
          `days ${start}–${start + 6}`,
          `${skill} appears ${count} time(s); every skill at least twice a week`,
        );
    }
    if (!week.some((d) => d.kind === 'review'))
      findings.error('syllabus', `days ${start}–${start + 6}`, 'no review day this week');
  }
  const lessons = new Map<string, number>();
  for (const section of syllabus.sections) {
    if (section.exam.slug !== `exam-${section.id}`)
      findings.error('syllabus', section.id, `exam slug must be exam-${section.id}`);
    const last = days[section.lastDay - 1];
    if (last?.kind !== 'review')
      findings.error(
        'syllabus',
        `day ${section.lastDay}`,
        'the last day of a section reviews it before the exam',
      );
    let previous = 0;
    for (const d of days.slice(section.firstDay - 1, section.lastDay)) {
      if (d.kind !== 'lesson') continue;
      if (!d.profileLevel.startsWith(section.level))
        findings.error(
          'syllabus',
          `day ${d.day}`,
          `point of level ${d.profileLevel} in section ${section.level}`,
        );
      if (rank(d.profileLevel) < previous)
        findings.error(
          'syllabus',
          `day ${d.day}`,
          `${d.profileLevel} comes after a later sub-level; keep the profile's order`,
        );
      previous = Math.max(previous, rank(d.profileLevel));
      const seen = lessons.get(d.point.en);
      if (seen)
        findings.error('syllabus', `day ${d.day}`, `same point as day ${seen}: ${d.point.en}`);
      lessons.set(d.point.en, d.day);
    }
  }
  const reviews = days.filter((d) => d.kind === 'review').length;
  findings.note(
    'syllabus',
    `${days.length - reviews} lesson days, ${reviews} review days, ${syllabus.sections.length} section exams`,
  );
}

/** Every day present once, in its section's folder. */
export function checkDays(ctx: CheckContext, findings: Findings): void {
  const byDay = new Map<number, string>();
  for (const { path, day } of ctx.days) {
    const expected = `days/${day.section}/${daySlug(day.day)}.yaml`;
    if (path !== expected)
      findings.error(
        'days',
        path,
        `holds ${day.slug} of ${day.section}; the file must be ${expected}`,
      );
    const other = byDay.get(day.day);
    if (other) findings.error('days', path, `day ${day.day} is also in ${other}`);
    byDay.set(day.day, path);
  }
  for (const section of CONTENT_SECTIONS) {
    const missing: number[] = [];
    for (let d = section.firstDay; d <= section.lastDay; d++) if (!byDay.has(d)) missing.push(d);
    if (missing.length > 0)
      findings.pending(
        'days',
        section.id,
        `${missing.length} of ${section.lastDay - section.firstDay + 1} days missing: ${ranges(missing)}`,
      );
  }
}

/** `[1,2,3,7]` → `1–3, 7`. */
export function ranges(values: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const start = values[i] as number;
    let end = start;
    while (values[i + 1] === end + 1) end = values[++i] as number;
    out.push(start === end ? `${start}` : `${start}–${end}`);
  }
  return out.join(', ');
}

/** Per-section totals: days, parts per skill, questions, words. */
export function checkCounts(ctx: CheckContext, findings: Findings): void {
  for (const section of CONTENT_SECTIONS) {
    const days = ctx.days.filter((d) => d.day.section === section.id).map((d) => d.day);
    if (days.length === 0) continue;
    const expected = section.lastDay - section.firstDay + 1;
    if (days.length > expected)
      findings.error('counts', section.id, `${days.length} days for ${expected} places`);
    const parts = days.flatMap((d) => d.parts);
    const words = parts.flatMap((p) => (p.kind === 'vocabulary' ? p.words : [])).length;
    const questions = parts.reduce((n, p) => n + p.questions.length, 0);
    findings.note(
      'counts',
      `${section.id}: ${days.length}/${expected} days, ${parts.length} parts, ${questions} questions, ${words} words taught`,
    );
  }
}

/** Each day matches its syllabus entry: kind, point and rotating parts. */
export function checkAlignment(ctx: CheckContext, findings: Findings): void {
  if (!ctx.syllabus) return;
  for (const { day } of ctx.days) {
    const plan = ctx.syllabus.days[day.day - 1];
    if (!plan) continue;
    if (plan.kind !== day.kind)
      findings.error('alignment', day.slug, `syllabus says ${plan.kind}, file says ${day.kind}`);
    if (plan.point.en !== day.lecture.point.en)
      findings.error(
        'alignment',
        day.slug,
        `lecture point differs from the syllabus: "${plan.point.en}"`,
      );
    if (plan.point.tr !== day.lecture.point.tr)
      findings.error(
        'alignment',
        day.slug,
        `lecture point (Turkish) differs from the syllabus: "${plan.point.tr}"`,
      );
    const rotating = day.parts.slice(2).map((p) => p.kind);
    const planned = [...plan.rotating].sort().join(', ');
    if ([...rotating].sort().join(', ') !== planned)
      findings.error(
        'alignment',
        day.slug,
        `rotating parts ${rotating.join(', ')}; syllabus plans ${planned}`,
      );
  }
}
