// npm test -- voice: every Turkish and English text of the product against docs/glossary.md.
import { describe, expect, it } from 'vitest';
import { bannedForms, check, parseGlossary, readGlossary, sizForms } from './rules';
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

  it('let mails and legal texts say siz, but not use a banned term', () => {
    const found = check(
      [{ id: 'mail', tr: 'Hesabınız için sözcük', en: 'For your account', formal: true }],
      { tr: ['sözcü'], en: [], sameInBoth: new Set() },
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
