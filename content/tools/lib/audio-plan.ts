/**
 * What the audio command has to do: for each listening part of the valid day files, whether its
 * file must be rendered, is on disk but not yet recorded in the day, or is done; and which files in
 * content/audio no day uses any more.
 */
import type {
  AudioRef,
  CefrLevel,
  Question,
  Script,
  VoiceId,
  YekversePlace,
} from '@yek/contracts/content';
import { audioFileName, characterLineScript, dictationScript, readAloudScript } from './audio';
import type { ValidScenario } from './check-yekverse';
import type { ExamScript } from './exams';
import type { ValidDay } from './findings';
import type { ValidMetaCourse } from './meta';

export type AudioAction =
  /** The expected file is absent: synthesize it and record it. */
  | 'render'
  /** The expected file is on disk but the day does not record it (yet, or any more): record it. */
  | 'record'
  /** The day records the expected file and it is on disk. */
  | 'done';

/** What a script's file needs: rendering when it is not on disk, recording when its item names another. */
function audioAction(
  file: string,
  recorded: AudioRef | undefined | null,
  onDisk: ReadonlySet<string>,
): AudioAction {
  if (!onDisk.has(file)) return 'render';
  return recorded?.file === file ? 'done' : 'record';
}

export interface PlannedPart {
  /** A read-aloud item's model reading rather than a listening part's script. */
  item?: true;
  /** A dictation item's sentence (read at the level's pace like a script, recorded on the item). */
  dictation?: true;
  /** A lecture example's reading: its place (0-based) in the day's `lecture.examples`. */
  example?: number;
  /** A Yekverse node's line: the node's id and the character who says it. */
  node?: { id: string; character: { name: string; voice: VoiceId } };
  /** Path relative to content/, e.g. `days/a1/day-001.yaml` or `exams/placement/a1.yaml`. */
  path: string;
  /**
   * The day of a day's part; 0 for a meta course's task; undefined for an exam's script or a
   * Yekverse line.
   */
  day: number | undefined;
  slug: string;
  /** The level whose pace the script is read at: the day's, the task's or the exam item's. */
  level: CefrLevel;
  script: Script;
  /** The file the script's current lines and voices name. */
  file: string;
  /** What the day records now, if anything. */
  recorded: AudioRef | undefined;
  action: AudioAction;
}

/** The audio file names a text mentions (a day file's `audio.file` fields, valid or not). */
export function fileNamesIn(text: string): string[] {
  return [...text.matchAll(/\b[0-9a-f]{16}\.mp3\b/g)].map((m) => m[0]);
}

/** Is this a file name the audio command writes? */
export const isAudioFile = (name: string): boolean => /^[0-9a-f]{16}\.mp3$/.test(name);

/** The dictation items of a listening part's questions, each as a one-line script to render. */
function planDictations(
  path: string,
  day: number,
  level: CefrLevel,
  questions: readonly Question[],
  onDisk: ReadonlySet<string>,
): PlannedPart[] {
  return questions.flatMap((q) => {
    if (q.type !== 'dictation') return [];
    const script = dictationScript(q);
    const file = audioFileName(script);
    return [
      {
        dictation: true as const,
        path,
        day,
        slug: q.slug,
        level,
        script,
        file,
        recorded: q.audio,
        action: audioAction(file, q.audio, onDisk),
      },
    ];
  });
}

/** Every listening part of the days and its dictations, in day order, with what they need. */
export function planAudio(days: ValidDay[], onDisk: ReadonlySet<string>): PlannedPart[] {
  const planned: PlannedPart[] = [];
  for (const { path, day } of [...days].sort((a, b) => a.day.day - b.day.day)) {
    for (const part of day.parts) {
      if (part.kind !== 'listening') continue;
      planned.push(...planDictations(path, day.day, day.level, part.questions, onDisk));
      const file = audioFileName(part.script);
      const action = audioAction(file, part.audio, onDisk);
      planned.push({
        path,
        day: day.day,
        slug: part.slug,
        level: day.level,
        script: part.script,
        file,
        recorded: part.audio,
        action,
      });
    }
  }
  return planned;
}

/** Every listening part of the meta courses' tasks, course by course, task by task. */
export function planMetaAudio(
  courses: ValidMetaCourse[],
  onDisk: ReadonlySet<string>,
): PlannedPart[] {
  return courses.flatMap((course) =>
    course.tasks.flatMap(({ path, task }) =>
      task.parts.flatMap((part) => {
        if (part.kind !== 'listening') return [];
        const file = audioFileName(part.script);
        const action = audioAction(file, part.audio, onDisk);
        return [
          ...planDictations(path, 0, task.level, part.questions, onDisk),
          {
            path,
            day: 0,
            slug: part.slug,
            level: task.level,
            script: part.script,
            file,
            recorded: part.audio,
            action,
          },
        ];
      }),
    ),
  );
}

/** Every listening script of the exams (placement items, level exam recordings), in file order. */
export function planExamAudio(scripts: ExamScript[], onDisk: ReadonlySet<string>): PlannedPart[] {
  return scripts.map(({ path, key, level, script, audio }) => {
    const file = audioFileName(script);
    const action = audioAction(file, audio, onDisk);
    return { path, day: undefined, slug: key, level, script, file, recorded: audio, action };
  });
}

/** The voices a set of parts speaks with. */
export function voicesOf(parts: PlannedPart[]): Set<VoiceId> {
  return new Set(parts.flatMap((p) => p.script.speakers.map((s) => s.voice)));
}

/**
 * Audio files nothing uses: neither named by a valid listening script nor mentioned in any day or
 * exam file's text (so a file that is being written and does not validate keeps its recording).
 */
export function orphans(
  onDisk: Iterable<string>,
  parts: PlannedPart[],
  dayTexts: Iterable<string>,
): string[] {
  const used = new Set(parts.map((p) => p.file));
  for (const text of dayTexts) for (const name of fileNamesIn(text)) used.add(name);
  return [...onDisk].filter((name) => isAudioFile(name) && !used.has(name)).sort();
}

/**
 * Every read-aloud sentence of the days up to `throughDay`, in day order, with what its model
 * reading needs (its `script` is the one-line script the sentence is rendered from).
 */
export function planReadAloudAudio(
  days: ValidDay[],
  onDisk: ReadonlySet<string>,
  throughDay = 365,
): PlannedPart[] {
  const planned: PlannedPart[] = [];
  for (const { path, day } of [...days].sort((a, b) => a.day.day - b.day.day)) {
    if (day.day > throughDay) continue;
    for (const part of day.parts)
      for (const q of part.questions) {
        if (q.type !== 'recording-read-aloud') continue;
        const script = readAloudScript(q.prompt);
        const file = audioFileName(script);
        const action = audioAction(file, q.audio, onDisk);
        planned.push({
          item: true,
          path,
          day: day.day,
          slug: q.slug,
          level: day.level,
          script,
          file,
          recorded: q.audio,
          action,
        });
      }
  }
  return planned;
}

/**
 * Every lecture example of the days up to `throughDay`, in day order, with what its reading needs
 * (read in the model voice like a read-aloud sentence: the same sentence shares one file).
 */
export function planLectureAudio(
  days: ValidDay[],
  onDisk: ReadonlySet<string>,
  throughDay = 365,
): PlannedPart[] {
  const planned: PlannedPart[] = [];
  for (const { path, day } of [...days].sort((a, b) => a.day.day - b.day.day)) {
    if (day.day > throughDay) continue;
    day.lecture.examples.forEach((example, index) => {
      const script = readAloudScript(example.en);
      const file = audioFileName(script);
      const action = audioAction(file, example.audio, onDisk);
      planned.push({
        example: index,
        path,
        day: day.day,
        slug: `${day.lecture.slug}#${index + 1}`,
        level: day.level,
        script,
        file,
        recorded: example.audio,
        action,
      });
    });
  }
  return planned;
}

/**
 * Every line of Yekverse's scenarios, scenario by scenario, in the voice of its place's character
 * and at the scenario's level (the same line in the same voice shares one file).
 */
export function planYekverseAudio(
  places: readonly YekversePlace[],
  scenarios: readonly ValidScenario[],
  onDisk: ReadonlySet<string>,
): PlannedPart[] {
  const characters = new Map(places.map((p) => [p.id, p.character]));
  return scenarios.flatMap(({ path, scenario }) => {
    const character = characters.get(scenario.place);
    if (!character) return [];
    return scenario.nodes.map((node) => {
      const script = characterLineScript(node.line, character);
      const file = audioFileName(script);
      return {
        node: { id: node.id, character: { name: character.name, voice: character.voice } },
        path,
        day: undefined,
        slug: `${scenario.id}#${node.id}`,
        level: scenario.level,
        script,
        file,
        recorded: node.audio,
        action: audioAction(file, node.audio, onDisk),
      };
    });
  });
}
