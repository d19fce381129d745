import { describe, expect, it } from 'vitest';
import { containsPattern, searchKey } from './search-text';

describe('search keys', () => {
  it('fold Turkish case and letters so any spelling finds a name', () => {
    expect(searchKey('İŞ ANALİSTİ')).toBe('is analisti');
    expect(searchKey('ışık')).toBe('isik');
    expect(searchKey('IŞIK')).toBe('isik');
    expect(searchKey('Öğretmen')).toBe(searchKey('OGRETMEN'));
    expect(searchKey('  Hâkim   ')).toBe('hakim');
  });

  it('take the user’s % and _ literally', () => {
    expect(containsPattern('50%_x')).toBe('%50\\%\\_x%');
  });
});
