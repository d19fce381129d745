import { describe, expect, it } from 'vitest';
import { bookCoverSvg, titleLines } from './cover';

const genre = { slug: 'mystery', name: { tr: 'Gizem', en: 'Mystery' } };
const book = {
  slug: 'the-clock',
  title: 'The Clock That Stopped at Midnight',
  author: 'Mara Quill',
  level: 'B1',
  publishType: 'Audio',
} as const;

describe('book covers', () => {
  it('draws the same cover for the same book and another for another slug', () => {
    expect(bookCoverSvg(book, genre)).toBe(bookCoverSvg(book, genre));
    expect(bookCoverSvg({ ...book, slug: 'other' }, genre)).not.toBe(bookCoverSvg(book, genre));
  });

  it('shows the title, author, level and publish type, escaped for XML', () => {
    const svg = bookCoverSvg({ ...book, title: 'Salt & Pepper' }, genre);
    expect(svg).toContain('Salt &amp; Pepper');
    expect(svg).toContain('MARA QUILL');
    expect(svg).toContain('>B1</text>');
    expect(svg).toContain('MYSTERY · AUDIO BOOK');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('draws a genre it has no palette for', () => {
    expect(bookCoverSvg(book, { slug: 'poetry', name: { tr: 'Şiir', en: 'Poetry' } })).toMatch(
      /hsl\(/,
    );
  });

  it('sets long titles smaller and in at most three lines', () => {
    const short = titleLines('Rain');
    const long = titleLines('The Remarkable Journey of the Forgotten Lighthouse Keeper');
    expect(short.lines).toEqual(['Rain']);
    expect(long.size).toBeLessThan(short.size);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.join(' ')).toBe('The Remarkable Journey of the Forgotten Lighthouse Keeper');
  });
});
