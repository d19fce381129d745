import { LEVEL_DIFFICULTY_PRIOR } from '@yek/contracts/content';
import {
  LEVEL_CODES,
  type ExamQuestion,
  type LevelCode,
  type LevelExamPaper,
  type PlacementItem,
  type UserExam,
} from '@yek/contracts/usertaskexam';
import type { BilingualText } from '@yek/contracts/content';
import type { Lang } from '../../lib/localized';
import { AUDIO_URL_PREFIX } from '../content/content-ids';
import type { StoredPaper, StoredQuestion } from '../content/exam-mapping';
import type { BankRow, ExamRow, FormRow } from './usertaskexam.repository';

export const en = (lang: Lang) => lang.culture === 'en-US';
export const text = (value: BilingualText | null, lang: Lang) =>
  value ? (en(lang) ? value.en : value.tr) : null;
export const levelCode = (levelId: number): LevelCode => LEVEL_CODES[levelId - 1]!;
export const LEVEL_CENTRES = LEVEL_DIFFICULTY_PRIOR;

const audioUrl = (file: string | null) => (file ? `${AUDIO_URL_PREFIX}${file}` : null);

export function placementItemView(item: BankRow): PlacementItem {
  return {
    id: item.id,
    skill: item.skill,
    type: item.payload.type,
    stem: item.payload.stem,
    passage: item.payload.passage,
    audioUrl: audioUrl(item.payload.audioFile),
    options: item.payload.options.map((t, i) => ({ id: i + 1, text: t })),
  };
}

function questionView(q: StoredQuestion): ExamQuestion {
  return {
    slug: q.slug,
    section: q.section,
    type: q.type,
    prompt: q.prompt,
    hint: q.hint,
    words: q.words,
    options: q.type === 'true-false' ? [] : q.options.map((t, i) => ({ id: i + 1, text: t })),
  };
}

export function paperView(paper: StoredPaper, lang: Lang): LevelExamPaper {
  const { writing, speaking } = paper;
  return {
    writing: writing
      ? {
          instructions: text(writing.instructions, lang),
          points: writing.points,
          task: {
            slug: writing.task.slug,
            prompt: text(writing.task.prompt, lang)!,
            minWords: writing.task.minWords,
            maxWords: writing.task.maxWords,
          },
        }
      : null,
    speaking: speaking
      ? {
          instructions: text(speaking.instructions, lang),
          points: speaking.points,
          readAloud: speaking.readAloud,
          prompt: speaking.prompt
            ? {
                slug: speaking.prompt.slug,
                prompt: text(speaking.prompt.prompt, lang)!,
                minSeconds: speaking.prompt.minSeconds,
                maxSeconds: speaking.prompt.maxSeconds,
              }
            : null,
        }
      : null,
    reading: {
      instructions: text(paper.reading.instructions, lang),
      passages: paper.reading.passages.map((p) => ({
        slug: p.slug,
        title: p.title,
        text: p.text,
        questions: p.questions.map(questionView),
      })),
    },
    listening: {
      instructions: text(paper.listening.instructions, lang),
      recordings: paper.listening.recordings.map((r) => ({
        slug: r.slug,
        audioUrl: audioUrl(r.audioFile),
        questions: r.questions.map(questionView),
      })),
    },
    grammar: {
      instructions: text(paper.grammar.instructions, lang),
      questions: paper.grammar.questions.map(questionView),
    },
    vocabulary: {
      instructions: text(paper.vocabulary.instructions, lang),
      questions: paper.vocabulary.questions.map(questionView),
    },
  };
}

/** Every question of a paper in the order the learner meets them. */
export function paperQuestions(paper: StoredPaper): StoredQuestion[] {
  return [
    ...paper.reading.passages.flatMap((p) => p.questions),
    ...paper.listening.recordings.flatMap((r) => r.questions),
    ...paper.grammar.questions,
    ...paper.vocabulary.questions,
  ];
}

/** The writing and speaking items of a paper, in order: the task, the sentences, the prompt. */
export function productiveItems(
  paper: StoredPaper,
): { slug: string; section: 'writing' | 'speaking'; prompt: BilingualText | string }[] {
  return [
    ...(paper.writing
      ? [
          {
            slug: paper.writing.task.slug,
            section: 'writing' as const,
            prompt: paper.writing.task.prompt,
          },
        ]
      : []),
    ...(paper.speaking?.readAloud ?? []).map((r) => ({
      slug: r.slug,
      section: 'speaking' as const,
      prompt: r.prompt,
    })),
    ...(paper.speaking?.prompt
      ? [
          {
            slug: paper.speaking.prompt.slug,
            section: 'speaking' as const,
            prompt: paper.speaking.prompt.prompt,
          },
        ]
      : []),
  ];
}

/** Every item the learner answers on a paper: the marked questions, then writing and speaking. */
export const paperItemCount = (paper: StoredPaper) =>
  paperQuestions(paper).length + productiveItems(paper).length;

export function examView(
  row: ExamRow,
  lang: Lang,
  extra: {
    form: FormRow | null;
    maxItems: number;
    retakeAt: Date | null;
    placement: UserExam['placement'];
  },
): UserExam {
  const form = extra.form;
  const placementName = en(lang) ? 'Placement test' : 'Seviye belirleme sınavı';
  return {
    id: row.id,
    kind: row.kind,
    levelId: row.levelId,
    levelCode: row.levelId ? levelCode(row.levelId) : null,
    name: form ? (text(form.paper.title, lang) ?? form.slug) : placementName,
    form: form?.form ?? null,
    status: row.finishedAt ? 'finished' : 'in-progress',
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    timeLimitMinutes: form?.timeLimitMinutes ?? null,
    passMark: form?.passMark ?? null,
    answeredCount: row.answeredCount,
    questionCount: form
      ? paperItemCount(form.paper)
      : row.finishedAt
        ? row.answeredCount
        : extra.maxItems,
    score: row.score,
    passed: row.passed,
    sections: (row.result?.sections ?? []).map((s) => ({
      section: s.section as UserExam['sections'][number]['section'],
      correct: s.correct,
      total: s.total,
      percent: s.percent,
    })),
    placement: extra.placement,
    retakeAt: extra.retakeAt?.toISOString() ?? null,
    certificateCode: row.certificateCode ?? null,
  };
}
