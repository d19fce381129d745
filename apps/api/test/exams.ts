import { readdirSync } from 'node:fs';
import { CEFR_LEVELS, LEVEL_DIFFICULTY_PRIOR, type CefrLevel } from '@yek/contracts/content';
import { AUDIO_DIR } from '@yek/content/paths';
import type { Pool } from 'pg';
import type { RawExams } from '@yek/content/load';
import { writeExams } from '../src/modules/content/exam-loader';

/**
 * Exam content made for tests, so they do not depend on how far the real bank and papers have
 * been written: a placement bank of every level and skill, and two papers each for A1 and A2.
 * The keys follow a rule the tests can use: option `(n % 4) + 1` is right for the n-th item.
 */

const AUDIO = readdirSync(AUDIO_DIR).find((f) => f.endsWith('.mp3'))!;
const script = {
  type: 'monologue',
  title: 'A short talk',
  speakers: [{ id: 'ann', name: 'Ann', voice: 'slt' }],
  lines: [{ speaker: 'ann', text: 'Hello, this is a short talk about my day.' }],
};

export const rightOption = (n: number) => (n % 4) + 1;

function choice(slug: string, n: number) {
  return {
    type: 'single-choice',
    slug,
    prompt: `Question ${slug}?`,
    explanation: 'Doğru seçenek budur.',
    options: [0, 1, 2, 3].map((i) => ({
      text: `option ${i + 1}`,
      correct: i + 1 === rightOption(n),
    })),
  };
}

export function placementFixture(perCell = 3) {
  return CEFR_LEVELS.map((level: CefrLevel) => ({
    path: `exams/placement/${level.toLowerCase()}.yaml`,
    data: {
      level,
      items: (['reading', 'listening', 'grammar', 'vocabulary'] as const).flatMap((skill, s) =>
        Array.from({ length: perCell }, (_, i) => {
          const n = s * perCell + i;
          const typed = skill === 'vocabulary' && i === 0;
          return {
            id: `${level.toLowerCase()}-${skill}-${i + 1}`,
            level,
            skill,
            difficulty: LEVEL_DIFFICULTY_PRIOR[level] + (i - 1) * 0.3,
            type: typed ? 'typed' : 'single-choice',
            stem: typed
              ? 'The day after Monday is ___.'
              : `Which is right (${level} ${skill} ${i})?`,
            ...(skill === 'reading' ? { passage: { text: 'Sam walks to school every day.' } } : {}),
            ...(skill === 'listening'
              ? { listening: { script, audio: { file: AUDIO, durationSeconds: 3 } } }
              : {}),
            ...(typed
              ? { accepted: ['Tuesday'] }
              : { options: ['one', 'two', 'three', 'four'], answer: rightOption(n) - 1 }),
            explanation: 'Açıklama.',
          };
        }),
      ),
    },
  }));
}

function levelForm(level: CefrLevel, form: 'a' | 'b') {
  const slug = `${level.toLowerCase()}-${form}`;
  let n = 0;
  const qs = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => choice(`${slug}-${prefix}-${i + 1}`, n++));
  return {
    path: `exams/levels/${slug}.yaml`,
    data: {
      slug,
      levelId: CEFR_LEVELS.indexOf(level) + 1,
      level,
      form,
      title: { tr: `${level} seviye sınavı`, en: `${level} level exam` },
      timeLimitMinutes: 60,
      passMark: 60,
      sections: {
        reading: {
          passages: [
            {
              slug: `${slug}-r1`,
              title: 'My day',
              text: 'I get up at seven. I walk to school.',
              questions: qs('r1', 8),
            },
          ],
        },
        listening: {
          recordings: [
            {
              slug: `${slug}-l1`,
              script,
              audio: { file: AUDIO, durationSeconds: 3 },
              questions: qs('l1', 6),
            },
          ],
        },
        grammar: { questions: qs('g', 10) },
        vocabulary: { questions: qs('v', 8) },
        writing: {
          points: 5,
          task: {
            type: 'free-text',
            slug: `${slug}-w`,
            prompt: { tr: 'Gününüzü anlatın.', en: 'Describe your day.' },
            minWords: 20,
            maxWords: 60,
            criteria: [{ kind: 'spelling' }, { kind: 'capitalization' }],
            modelAnswer: 'I get up at seven and I walk to school.',
            explanation: 'Basit cümleler kurun.',
          },
        },
        speaking: {
          points: 5,
          readAloud: [
            {
              type: 'recording-read-aloud',
              slug: `${slug}-s1`,
              // What test/fixtures/she-is-from-japan.wav says.
              prompt: 'She is from Japan.',
              explanation: 'Sesli okuyun.',
            },
          ],
          prompt: {
            type: 'recording-free',
            slug: `${slug}-s2`,
            prompt: { tr: 'Okulunu anlat.', en: 'Talk about your school.' },
            minSeconds: 10,
            maxSeconds: 60,
            modelAnswer: 'My school is big and I like it.',
            explanation: 'Kısa cümleler kur.',
          },
        },
      },
    },
  };
}

export function examFixture(): RawExams {
  return {
    placement: placementFixture(),
    levels: (['A1', 'A2'] as const).flatMap((l) => [levelForm(l, 'a'), levelForm(l, 'b')]),
  };
}

/** Replaces the database's exam content with the fixture. */
export async function loadExamFixture(pool: Pool) {
  const client = await pool.connect();
  try {
    const lines: string[] = [];
    const counts = await writeExams(client, examFixture(), (line) => lines.push(line));
    if (lines.length > 0) throw new Error(lines.join('\n'));
    return counts;
  } finally {
    client.release();
  }
}
