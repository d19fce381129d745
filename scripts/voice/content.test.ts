// npm test -- voice: the curriculum's texts that speak to the learner, against docs/glossary.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContent, contentTexts, ownWords } from './content-texts';
import { readGlossary } from './rules';

const glossary = readGlossary(new URL('../../docs/glossary.md', import.meta.url));
const contentRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

describe('a content text’s own words', () => {
  it('leave out what it quotes, translates in parentheses or marks as a word talked about', () => {
    expect(ownWords('"sen" de "siz" de aynı biçimi alır')).not.toMatch(/siz/);
    expect(ownWords('You are kind (Çok naziksiniz).')).not.toMatch(/naziksiniz/);
    expect(ownWords('| **you** | *siz* |')).not.toMatch(/siz/);
    expect(ownWords('`sözcük` ile başlar')).not.toMatch(/sözcük/);
    expect(ownWords("'you' hem sen hem siz demektir")).toMatch(/siz/);
  });

  it('are found in the fields that address the learner, not in translations', () => {
    const found = checkContent(
      [
        { id: 'a instructions.tr', tr: 'Metni okuyun ve soruları cevaplayın.' },
        { id: 'b explanation', tr: '"recall" sözcüğü hatırlamak demektir.' },
        { id: 'c explanation', tr: '"recall" kelimesi hatırlamak demektir; unutma.' },
      ],
      glossary.tr,
    );
    expect(found.map((f) => [f.id, f.problem])).toEqual([
      ['a instructions.tr', 'says siz: okuyun, cevaplayın'],
      ['b explanation', 'banned: sözcü'],
    ]);
  });
});

describe('the curriculum speaks as sen, in the glossary’s terms', () => {
  const texts = contentTexts(contentRoot);

  it('reads the addressing texts of the days, meta courses, exams and books', () => {
    expect(texts.length).toBeGreaterThan(15_000);
    expect(texts.some((t) => t.id.endsWith('lecture.explanation'))).toBe(true);
    expect(texts.some((t) => t.id.includes('.example.tr'))).toBe(false);
  });

  // Reads every addressing text of the year: a few seconds on a busy machine.
  it('finds no siz and no banned term in them', { timeout: 30_000 }, () => {
    const findings = checkContent(texts, glossary.tr);
    expect(findings.map((f) => `${f.id}: ${f.problem}`)).toEqual([]);
  });
});
