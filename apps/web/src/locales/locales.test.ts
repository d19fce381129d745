import { VALIDATION_KEYS } from '@yek/contracts/validation';
import { describe, expect, it } from 'vitest';
import { DEFERRED_TEXTS, loadDeferredTexts, type TextPackLanguage } from '.';
import { TRANSLATION as EN } from './en';
import { TRANSLATION as TR } from './tr';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') {
      for (const [k, v] of flatten(child, path)) entries.set(k, v);
    } else {
      entries.set(path, String(child));
    }
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The bundled pack with every deferred part, as a page that loaded them all would read it. */
async function everything(language: TextPackLanguage, bundled: object) {
  const parts = await Promise.all(
    DEFERRED_TEXTS.map(async (part) => [part, await loadDeferredTexts(language, part)] as const),
  );
  return flatten({ ...bundled, ...Object.fromEntries(parts) });
}

const tr = await everything('tr', TR);
const en = await everything('en', EN);

describe('locale files', () => {
  it('keep the deferred parts out of the bundled pack', () => {
    for (const part of DEFERRED_TEXTS) {
      expect(Object.keys(TR)).not.toContain(part);
      expect(Object.keys(EN)).not.toContain(part);
    }
  });

  it('have the same keys in Turkish and English', () => {
    expect([...en.keys()].sort()).toEqual([...tr.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of tr)
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...tr, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('translate every validation message of the shared schemas', () => {
    for (const key of Object.values(VALIDATION_KEYS)) {
      expect(tr.has(key), key).toBe(true);
      expect(en.has(key), key).toBe(true);
    }
  });
});
