import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookDetail, BookGenre } from '@yek/contracts/book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { editorToken } from '../../../test/onboarding';
import { loadBooks } from './book-loader';

/** The loader and the editors never overwrite each other's changes (docs/decisions/0026). */
let t: TestApp;
let dir: string;
let editor: string;

function writeGenres(nameEn = 'River Stories') {
  writeFileSync(
    join(dir, 'genres.yaml'),
    `genres:\n  - slug: river-stories\n    name: { tr: Nehir Hikâyeleri, en: ${nameEn} }\n`,
  );
}
function writeBook(slug: string, title: string, text = 'Ada walks by the river every day.') {
  mkdirSync(join(dir, slug), { recursive: true });
  writeFileSync(
    join(dir, slug, 'book.yaml'),
    `slug: ${slug}
title: ${title}
author: Test Writer
level: A1
genre: river-stories
publishType: EBook
names: [Ada]
description: { tr: Ada nehre gider., en: Ada goes to the river. }
chapters:
  - title: The River
    text: ${text}
`,
  );
}

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(editor), payload });
const row = async (slug: string) =>
  (
    await t.database.pool.query<{
      id: number;
      title: string;
      retired: boolean;
      owned: boolean;
      text: string;
    }>(
      `SELECT b.id, b.title, b.retired_at IS NOT NULL AS retired,
              b.editor_owned_at IS NOT NULL AS owned,
              (SELECT c.text FROM book_chapters c WHERE c.book_id = b.id AND c.order_no = 1) AS text
         FROM books b WHERE b.slug = $1`,
      [slug],
    )
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  dir = mkdtempSync(join(tmpdir(), 'yek-book-owners-'));
  writeGenres();
  writeBook('ada-river', 'Ada and the River');
  writeBook('ada-boat', 'Ada and the Boat');
  writeBook('ada-bridge', 'Ada and the Bridge');
  expect(await loadBooks(t.database.pool, { dir })).toMatchObject({ loaded: 3 });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('the loader and the editors', () => {
  it('keeps an editor’s change when the file changes, and still applies file changes to untouched books', async () => {
    const river = await row('ada-river');
    const detail = json<BookDetail>(await send('GET', `book/${river.id}`)).data;
    const put = await send('PUT', 'book', {
      id: river.id,
      title: 'Ada by the River',
      author: detail.author,
      levelId: detail.levelId,
      genreId: detail.genreId,
      publishType: detail.publishType,
      descriptionTr: detail.descriptionTr,
      descriptionEn: 'Ada sits by the river.',
    });
    expect(put.statusCode).toBe(200);
    expect(await row('ada-river')).toMatchObject({ title: 'Ada by the River', owned: true });

    writeBook('ada-river', 'Ada and the River, Revised', 'Ada swims in the river.');
    writeBook('ada-boat', 'Ada and the Blue Boat', 'Ada paints her boat blue.');
    const report = await loadBooks(t.database.pool, { dir });
    expect(report).toMatchObject({ loaded: 1, keptForEditors: 1 });
    expect(report.lines.join('\n')).toMatch(/ada-river: not loaded, an editor changed this book/);

    expect(await row('ada-river')).toMatchObject({
      title: 'Ada by the River',
      text: 'Ada walks by the river every day.',
      retired: false,
    });
    expect(await row('ada-boat')).toMatchObject({
      title: 'Ada and the Blue Boat',
      text: 'Ada paints her boat blue.',
      owned: false,
    });
    // Unchanged files cost nothing, and the kept book is reported only while its file differs.
    expect(await loadBooks(t.database.pool, { dir })).toMatchObject({ loaded: 0, unchanged: 2 });
  });

  it('does not bring back a loaded book an editor deleted, nor retire an editor’s book', async () => {
    const bridge = await row('ada-bridge');
    expect((await send('DELETE', `book/${bridge.id}`)).statusCode).toBe(200);
    expect(await row('ada-bridge')).toMatchObject({ retired: true, owned: true });
    expect((await send('GET', `book/${bridge.id}`)).statusCode).toBe(404);

    writeBook('ada-bridge', 'Ada and the Old Bridge');
    rmSync(join(dir, 'ada-river'), { recursive: true });
    const report = await loadBooks(t.database.pool, { dir });
    expect(report).toMatchObject({ loaded: 0, retired: 0, keptForEditors: 1 });
    expect(report.lines.join('\n')).toMatch(/ada-bridge: not loaded, an editor removed this book/);
    expect(await row('ada-bridge')).toMatchObject({ title: 'Ada and the Bridge', retired: true });
    // The editors' copy of a book whose folder is gone stays listed.
    expect(await row('ada-river')).toMatchObject({ retired: false });
  });

  it('keeps an editor’s genre names when genres.yaml changes', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      "SELECT id FROM book_genres WHERE slug = 'river-stories'",
    );
    const id = rows[0]!.id;
    const put = await send('PUT', 'bookgenre', { id, nameTr: 'Nehir', nameEn: 'River' });
    expect(put.statusCode).toBe(200);
    writeGenres('Tales of Rivers');
    await loadBooks(t.database.pool, { dir });
    const genre = json<BookGenre>(await send('GET', `bookgenre/${id}`)).data;
    expect(genre).toMatchObject({ nameTr: 'Nehir', nameEn: 'River' });
  });
});
