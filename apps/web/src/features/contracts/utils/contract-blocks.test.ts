import { describe, expect, it } from 'vitest';
import { toContractBlocks } from './contract-blocks';

describe('toContractBlocks', () => {
  it('reads headings, paragraphs and lists, dropping a heading that repeats the title', () => {
    const content = [
      '# Kullanım Koşulları',
      '',
      'Hoş geldiniz.',
      '',
      '## 1. Hizmet',
      'Günlük görevler',
      've **dersler**.',
      '- Bir',
      '- İki',
    ].join('\n');
    expect(toContractBlocks(content, 'Kullanım Koşulları')).toEqual([
      { kind: 'paragraph', text: 'Hoş geldiniz.' },
      { kind: 'heading', level: 2, text: '1. Hizmet' },
      { kind: 'paragraph', text: 'Günlük görevler ve dersler.' },
      { kind: 'list', items: ['Bir', 'İki'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(toContractBlocks('<script>alert(1)</script>', 'X')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
