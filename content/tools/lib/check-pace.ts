/**
 * The pace and amount of listening (content/AUDIO.md): words a minute of every recorded listening
 * part (days, meta course tasks, exams) and Yekverse character line against its level's band, and
 * of the read-aloud and lecture readings; seconds of listening a day and a week by level. Measured from each part's recorded
 * duration (the audio command writes it from the file) and its script's words.
 *
 * A part whose file was rendered by the current format (its name is the one its script names now)
 * fails the check when it is outside its band. A part still recorded with an older file (before the
 * pace by level) is only counted: the audio check already reports it as waiting to be rendered
 * again, and once it is, its pace is checked like any other.
 */
import {
  type AudioRef,
  CONTENT_SECTIONS,
  type CefrLevel,
  type Script,
} from '@yek/contracts/content';
import { audioFileName, characterLineScript, dictationScript, readAloudScript } from './audio';
import {
  PACE_BANDS,
  type PaceVerdict,
  paceVerdict,
  scriptWords,
  spread,
  wordsPerMinute,
} from './audio-pace';
import { examScripts } from './exams';
import type { CheckResult } from './findings';
import { Findings } from './findings';
import type { CheckRun } from './run-checks';

/** One recorded reading with its level and pace. */
export interface PacedAudio {
  where: string;
  kind: 'listening' | 'dictation' | 'meta' | 'exam' | 'yekverse' | 'read-aloud' | 'lecture';
  level: CefrLevel;
  /** The day of a day's part. */
  day?: number;
  /** The recorded file. */
  file: string;
  seconds: number;
  wpm: number;
  verdict: PaceVerdict;
  /** Rendered by the current format (its file is the one its script names). */
  current: boolean;
}

function paced(
  where: string,
  kind: PacedAudio['kind'],
  level: CefrLevel,
  script: Script,
  audio: AudioRef,
  day?: number,
): PacedAudio {
  const wpm = wordsPerMinute(scriptWords(script), audio.durationSeconds);
  return {
    where,
    kind,
    level,
    ...(day === undefined ? {} : { day }),
    file: audio.file,
    seconds: audio.durationSeconds,
    wpm,
    verdict: paceVerdict(wpm, level),
    current: audio.file === audioFileName(script),
  };
}

type PacedRun = Pick<CheckRun, 'days' | 'meta' | 'exams' | 'yekverse'>;

/** Every recorded reading of the content the check read. */
export function pacedAudio(run: PacedRun): PacedAudio[] {
  const out: PacedAudio[] = [];
  for (const { day } of run.days) {
    for (const part of day.parts) {
      if (part.kind === 'listening' && part.audio)
        out.push(paced(part.slug, 'listening', day.level, part.script, part.audio, day.day));
      for (const q of part.questions)
        if (q.type === 'recording-read-aloud' && q.audio)
          out.push(paced(q.slug, 'read-aloud', day.level, readAloudScript(q.prompt), q.audio));
        else if (q.type === 'dictation' && q.audio)
          out.push(paced(q.slug, 'dictation', day.level, dictationScript(q), q.audio, day.day));
    }
    day.lecture.examples.forEach((e, i) => {
      if (e.audio)
        out.push(
          paced(
            `${day.lecture.slug}#${i + 1}`,
            'lecture',
            day.level,
            readAloudScript(e.en),
            e.audio,
          ),
        );
    });
  }
  for (const course of run.meta)
    for (const { task } of course.tasks)
      for (const part of task.parts)
        if (part.kind === 'listening' && part.audio)
          out.push(paced(part.slug, 'meta', task.level, part.script, part.audio));
  for (const s of examScripts(run.exams))
    if (s.audio) out.push(paced(s.key, 'exam', s.level, s.script, s.audio));
  const characters = new Map(run.yekverse?.places.map((p) => [p.id, p.character]));
  for (const { scenario } of run.yekverse?.scenarios ?? []) {
    const character = characters.get(scenario.place);
    if (character)
      for (const node of scenario.nodes)
        if (node.audio)
          out.push(
            paced(
              `${scenario.id} ${node.id}`,
              'yekverse',
              scenario.level,
              characterLineScript(node.line, character),
              node.audio,
            ),
          );
  }
  return out;
}

/** Kinds whose parts fail the check when out of their band; the single sentences are reported. */
const ENFORCED = new Set<PacedAudio['kind']>([
  'listening',
  'dictation',
  'meta',
  'exam',
  'yekverse',
]);

const KIND_LABEL: Record<PacedAudio['kind'], string> = {
  listening: 'listening',
  dictation: 'dictations',
  meta: 'meta tasks',
  exam: 'exams',
  yekverse: 'Yekverse lines',
  'read-aloud': 'read-aloud models',
  lecture: 'lecture examples',
};

const LEVELS: CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const round = (n: number): string => n.toFixed(0);
const minutes = (seconds: number): string =>
  seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(0)} s`;

/** Runs the pace check into `findings` (check id `audio-pace`). */
export function checkPace(run: PacedRun, findings: Findings): void {
  const all = pacedAudio(run);
  let stale = 0;
  for (const a of all) {
    const band = PACE_BANDS[a.level];
    const text = `${round(a.wpm)} wpm, ${a.level} band ${band.min}–${band.max}`;
    if (!a.current) {
      stale++;
      findings.detail(
        'audio-pace',
        `${a.where}: ${text} (older rendering, waiting to be rendered again)`,
      );
    } else if (a.verdict !== 'in') {
      if (ENFORCED.has(a.kind))
        findings.error(
          'audio-pace',
          a.where,
          `${text}: ${a.verdict === 'slow' ? 'too slow' : 'too fast'}`,
        );
      else findings.detail('audio-pace', `${a.where}: ${text} (a single sentence; reported only)`);
    } else findings.detail('audio-pace', `${a.where}: ${text}`);
  }

  for (const kind of [
    'listening',
    'dictation',
    'meta',
    'exam',
    'yekverse',
    'read-aloud',
    'lecture',
  ] as const)
    for (const level of LEVELS) {
      const own = all.filter((a) => a.kind === kind && a.level === level);
      if (own.length === 0) continue;
      const s = spread(own.map((a) => a.wpm));
      const band = PACE_BANDS[level];
      const outside = own.filter((a) => a.verdict !== 'in').length;
      const old = own.filter((a) => !a.current).length;
      findings.note(
        'audio-pace',
        `${level} ${KIND_LABEL[kind]}: ${own.length} recorded, ${round(s.min)} / ${round(s.median)} / ` +
          `${round(s.max)} wpm (min/median/max), band ${band.min}–${band.max}, ${outside} outside` +
          (old > 0 ? `, ${old} of an older rendering` : ''),
      );
    }

  // Seconds of listening (the days' listening parts) a day and a week, by section.
  const perDay = new Map<number, number>();
  for (const { day } of run.days) {
    let seconds = 0;
    for (const part of day.parts)
      if (part.kind === 'listening' && part.audio) seconds += part.audio.durationSeconds;
    perDay.set(day.day, seconds);
  }
  for (const section of CONTENT_SECTIONS) {
    const days: number[] = [];
    for (let d = section.firstDay; d <= section.lastDay; d++)
      if (perDay.has(d)) days.push(perDay.get(d)!);
    if (days.length === 0) continue;
    const weeks: number[] = [];
    for (let start = section.firstDay; start <= section.lastDay; start += 7) {
      let sum = 0;
      for (let d = start; d < Math.min(start + 7, section.lastDay + 1); d++)
        sum += perDay.get(d) ?? 0;
      // A short last week of a section counts at its length scaled to seven days.
      const length = Math.min(7, section.lastDay + 1 - start);
      weeks.push((sum * 7) / length);
    }
    const day = spread(days);
    const week = spread(weeks);
    const mean = days.reduce((n, s) => n + s, 0) / days.length;
    findings.note(
      'audio-pace',
      `${section.level} listening time: ${minutes(mean)} a day on average (${minutes(day.min)}–${minutes(day.max)}), ` +
        `${minutes(week.median)} a week (median; ${minutes(week.min)}–${minutes(week.max)})`,
    );
  }
  if (stale > 0)
    findings.note(
      'audio-pace',
      `${stale} recording(s) of an older rendering are counted above but not held to their band ` +
        'until rendered again (npm run content:audio, with --speaking and --lectures)',
    );
}

/**
 * The hook of check.ts: runs the pace check after the others and adds its result to the run, so a
 * part outside its band fails the content check like any other finding.
 */
export function withPaceCheck<
  T extends Pick<CheckRun, 'days' | 'meta' | 'exams' | 'yekverse' | 'results' | 'passed'>,
>(run: T): T {
  const findings = new Findings();
  checkPace(run, findings);
  const result: CheckResult = findings.list().find((r) => r.id === 'audio-pace')!;
  return {
    ...run,
    results: run.results.some((r) => r.id === 'audio-pace')
      ? run.results.map((r) => (r.id === 'audio-pace' ? result : r))
      : [...run.results, result],
    passed: run.passed && result.errors.length === 0,
  };
}
