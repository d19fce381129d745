// npm test -- voice: every Turkish and English text of the product against docs/glossary.md.
import { describe, expect, it } from 'vitest';
import {
  americanSpellings,
  bannedForms,
  check,
  parseGlossary,
  readGlossary,
  sizForms,
} from './rules';
import { collectTexts } from './sources';

const glossary = readGlossary(new URL('../../docs/glossary.md', import.meta.url));

describe('the rules', () => {
  it('find a banned form with any suffix, at the start of a word only', () => {
    expect(bannedForms('Sözcüğü sözlüğüne ekle', ['sözcü'], 'tr')).toEqual(['sözcü']);
    expect(bannedForms('Kelimeyi ekle', ['sözcü'], 'tr')).toEqual([]);
    expect(bannedForms('Paketini etkinleştir', ['aktif'], 'tr')).toEqual([]);
    expect(bannedForms('Hesap aktif değil', ['aktif'], 'tr')).toEqual(['aktif']);
    expect(bannedForms('Choose a package', ['package'], 'en')).toEqual(['package']);
    expect(bannedForms('{{count}} planlı', ['plan'], 'tr')).toEqual(['plan']);
  });

  it('hear siz in its pronoun, endings and imperatives, and not in look-alikes', () => {
    expect(sizForms('Hesabınızı doğrulayın')).toEqual(['hesabınızı', 'doğrulayın']);
    expect(sizForms('Size bir kod gönderdik')).toEqual(['size']);
    expect(sizForms('Tekrar deneyebilirsiniz.')).toEqual(['deneyebilirsiniz']);
    expect(sizForms('Lütfen yeni bir şifre seçin.')).toEqual(['seçin']);
    expect(sizForms('Hesabını doğrula; kodu gir ve devam et.')).toEqual([]);
    expect(sizForms('Deniz yalnızca bu ayın kitabını okudu, bunun için sevindi.')).toEqual([]);
    expect(sizForms('Bu şeyin adı ne, olayın sonu ne? Suyun ve çayın tadı; oyun; eminiz.')).toEqual(
      [],
    );
    expect(sizForms("if'siz koşul")).toEqual([]);
    expect(sizForms('Metni okuyabilmeniz gerekiyor; henüz önizlemesi yok.')).toEqual([
      'okuyabilmeniz',
    ]);
  });

  it('flag an untranslated text unless the glossary lists it', () => {
    const g = parseGlossary(
      '| Concept | Term | Banned forms |\n| - | - | - |\n| a | b | |\n\n| Concept | Term | Banned forms |\n| - | - | - |\n| a | b | |\n<!-- same-in-both: begin -->\n- `ok.key`\n<!-- same-in-both: end -->',
    );
    const found = check(
      [
        { id: 'ok.key', tr: 'Premium', en: 'Premium' },
        { id: 'bad.key', tr: 'Dashboard', en: 'Dashboard' },
        { id: 'unit', tr: '%{{n}}', en: '%{{n}}' },
      ],
      g,
    );
    expect(found.map((f) => f.id)).toEqual(['bad.key']);
  });

  it('find an American spelling as a whole word only', () => {
    const british = new Map([
      ['color', 'colour'],
      ['program', 'programme'],
    ]);
    expect(americanSpellings('Pick a color', british)).toEqual(['color']);
    expect(americanSpellings('Pick a colour', british)).toEqual([]);
    expect(americanSpellings('Your Program, day 3', british)).toEqual(['program']);
    expect(americanSpellings('Your programme, day 3', british)).toEqual([]);
    expect(americanSpellings('Colorado, multicolored, watercolors', british)).toEqual([]);
    expect(americanSpellings('{{program}} days', british)).toEqual([]);
  });

  it('read the British spellings and the celebrations from the glossary', () => {
    const tables =
      '| Concept | Term | Banned forms |\n| - | - | - |\n| a | b | |\n\n| Concept | Term | Banned forms |\n| - | - | - |\n| a | b | package |\n';
    const g = parseGlossary(
      `${tables}<!-- british-spelling: begin -->\n- color → colour\n- Favorite → favourite\n<!-- british-spelling: end -->\n<!-- celebrations: begin -->\n- \`done.key\`\n<!-- celebrations: end -->`,
    );
    expect([...g.british]).toEqual([
      ['color', 'colour'],
      ['favorite', 'favourite'],
    ]);
    const found = check(
      [
        { id: 'done.key', tr: 'Bitti!', en: 'Well done!' },
        { id: 'plain.key', tr: 'Merhaba!', en: 'Hello!' },
        { id: 'spelling.key', tr: 'Renk', en: 'Your favorite colour' },
      ],
      g,
    );
    expect(found).toEqual([
      { id: 'plain.key', problem: 'English has an exclamation mark outside a celebration' },
      {
        id: 'spelling.key',
        problem: 'English spells "favorite" the American way: "favourite"',
      },
    ]);
    // A glossary without the two lists still reads.
    expect(parseGlossary(tables).british.size).toBe(0);
    expect(() =>
      parseGlossary(
        `${tables}<!-- british-spelling: begin -->\n- color\n<!-- british-spelling: end -->`,
      ),
    ).toThrow(/American → British/);
  });

  it('let mails and legal texts say siz, but not use a banned term', () => {
    const found = check(
      [{ id: 'mail', tr: 'Hesabınız için sözcük', en: 'For your account', formal: true }],
      { tr: ['sözcü'], en: [], sameInBoth: new Set(), british: new Map(), celebrations: new Set() },
    );
    expect(found.map((f) => f.problem)).toEqual(['Turkish uses the banned form "sözcü"']);
  });
});

describe('the product', () => {
  const { texts, keyFindings } = collectTexts();

  it('reads every locale, the server messages and the seeds', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((t) => t.id.startsWith('server:'))).toBe(true);
    expect(texts.some((t) => t.id.startsWith('seed:question.'))).toBe(true);
  });

  it('has every key in both languages, and a field message as the server words it', () => {
    expect(keyFindings).toEqual([]);
  });

  it('speaks with one voice and the glossary’s terms', () => {
    const findings = check(texts, glossary).map((f) => `${f.id}: ${f.problem}`);
    expect(findings).toEqual([]);
  });
});
