import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookWordTokens } from '@yek/contracts/content-book';
import type { BookChapter } from '@yek/contracts/book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { learnerWithTrial } from '../../../test/learner';
import { bearer } from '../../../test/helpers';
import { loadBooks } from './book-loader';

let t: TestApp;
let dir: string;
const CHAPTER = 'Tom has a red boat.\n\nHe sails it on the lake every morning.';
const MP3 = '0123456789abcdef.mp3';
const TIMINGS = 'fedcba9876543210.json';

function writeBook(slug: string, extra = '', publish = 'EBook') {
  mkdirSync(join(dir, slug), { recursive: true });
  const audio =
    publish === 'Audio'
      ? `\n    audio: { file: ${MP3}, durationSeconds: 4.5, timings: ${TIMINGS} }`
      : '';
  writeFileSync(
    join(dir, slug, 'book.yaml'),
    `slug: ${slug}
title: ${slug === 'red-boat' ? 'The Red Boat' : 'Lake Song'}${extra}
author: Test Writer
level: A1
genre: lake-stories
publishType: ${publish}
${publish === 'Audio' ? 'voice: slt\n' : ''}names: [Tom]
description: { tr: Tom göle gider., en: Tom goes to the lake. }
chapters:
  - title: The Boat
    text: |
${CHAPTER.split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}${audio}
`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  dir = mkdtempSync(join(tmpdir(), 'yek-books-'));
  writeFileSync(
    join(dir, 'genres.yaml'),
    'genres:\n  - slug: lake-stories\n    name: { tr: Göl Hikâyeleri, en: Lake Stories }\n',
  );
  writeBook('red-boat');
  writeBook('lake-song', '', 'Audio');
  mkdirSync(join(dir, 'audio'));
  writeFileSync(join(dir, 'audio', MP3), Buffer.alloc(64));
  const pairs = bookWordTokens(CHAPTER).map((_, i) => [i * 300, i * 300 + 250]);
  writeFileSync(join(dir, 'audio', TIMINGS), JSON.stringify(pairs));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const ids = async () =>
  (
    await t.database.pool.query<{ slug: string; id: number; retired: boolean }>(
      `SELECT slug, id, retired_at IS NOT NULL AS retired FROM books WHERE slug = ANY($1) ORDER BY slug`,
      [['lake-song', 'red-boat']],
    )
  ).rows;

describe('the book loader', () => {
  it('loads books once, reloads only a changed one, and retires a removed one', async () => {
    const first = await loadBooks(t.database.pool, { dir });
    expect(first).toMatchObject({ loaded: 2, invalid: 0 });
    const before = await ids();
    expect(before.map((r) => r.slug)).toEqual(['lake-song', 'red-boat']);

    expect(await loadBooks(t.database.pool, { dir })).toMatchObject({ loaded: 0, unchanged: 2 });

    writeBook('red-boat', '\nisbn: 978-0-306-40615-7', 'Book');
    expect(await loadBooks(t.database.pool, { dir })).toMatchObject({ loaded: 1, unchanged: 1 });
    expect(await ids()).toEqual(before);

    writeFileSync(join(dir, 'red-boat', 'book.yaml'), 'slug: red-boat\ntitle: [broken');
    const broken = await loadBooks(t.database.pool, { dir });
    expect(broken.invalid).toBe(1);
    expect(broken.lines[0]).toMatch(/red-boat/);

    rmSync(join(dir, 'red-boat'), { recursive: true });
    expect(await loadBooks(t.database.pool, { dir })).toMatchObject({ retired: 1 });
    expect((await ids()).find((r) => r.slug === 'red-boat')!.retired).toBe(true);
  });

  it('serves an audio chapter with one timing per word token', async () => {
    const { token } = await learnerWithTrial(t);
    const id = (await ids()).find((r) => r.slug === 'lake-song')!.id;
    const res = await t.app.inject({ url: `/api/book/${id}/chapter/1`, headers: bearer(token) });
    const chapter = json<BookChapter>(res).data;
    expect(chapter.audio).toMatchObject({ url: `/api/book/audio/${MP3}`, durationSeconds: 4.5 });
    expect(chapter.audio!.timings).toHaveLength(bookWordTokens(chapter.text).length);
    const { rows } = await t.database.pool.query<{ lemmas: string[] }>(
      'SELECT lemmas FROM books WHERE id = $1',
      [id],
    );
    // Base forms, no names, no function words.
    expect(rows[0]!.lemmas).toEqual(expect.arrayContaining(['boat', 'sail', 'lake', 'morning']));
    expect(rows[0]!.lemmas).not.toContain('tom');
    expect(rows[0]!.lemmas).not.toContain('the');
  });
});
