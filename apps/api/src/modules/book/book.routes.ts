import {
  AdminBookPageSchema,
  AdminBookPagedQuerySchema,
  AdminGenrePageSchema,
  AdminGenrePagedQuerySchema,
  BookBodySchema,
  BookChapterSchema,
  BookDetailSchema,
  BookFilterQuerySchema,
  BookGenreBodySchema,
  BookGenreSchema,
  BookIdQuerySchema,
  BookItemSchema,
  BookListQuerySchema,
  BookPageSchema,
  BookPublishTypeItemSchema,
  ChapterParamsSchema,
  GenreIdParamsSchema,
  ReadingProgressSchema,
  SaveProgressBodySchema,
} from '@yek/contracts/book';
import { ErrorEnvelopeSchema, IdParamsSchema } from '@yek/contracts/common';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { audit } from '../../plugins/audit';
import { ok } from '../../plugins/envelope';
import { lang } from '../../plugins/request-language';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import { sendMp3 } from '../content/content.routes';
import { BOOK_AUDIO_DIR, BOOKS_DIR } from '@yek/content/paths';
import type { BookService } from './book.service';

const READ = [perUser('book-read', 600, 60)];
const WRITE = [perUser('book-write', 240, 60)];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function bookRoutes(
  app: FastifyInstance,
  guard: Guard,
  s: BookService,
  dirs = { books: BOOKS_DIR, audio: BOOK_AUDIO_DIR },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['book'];
  const learning = (limits = READ) => guard('learning', limits);

  r.get('/book', {
    schema: {
      tags,
      summary: 'Every book matching searchText, genreId, bookPublishType (and level), by title',
      querystring: BookListQuerySchema,
      response: responses(z.array(BookItemSchema)),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.list(caller(req).userId, req.query, lang(req))),
  });
  r.get('/book/getbyfilter', {
    schema: {
      tags,
      summary:
        'A page of books: searchText (full-text, Turkish and English), genreId, bookPublishType, levelId, minKnownPercent; sorted by title, level, knownWordShare or createdDate',
      querystring: BookFilterQuerySchema,
      response: responses(BookPageSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.page(caller(req).userId, req.query, lang(req))),
  });
  r.get('/book/getbookpublishtypelist', {
    schema: {
      tags,
      summary: 'Publish types: EBook, Audio, Book',
      response: responses(z.array(BookPublishTypeItemSchema)),
    },
    onRequest: learning(),
    handler: async () => ok(s.publishTypes()),
  });
  r.get('/book/getpagedlist', {
    schema: {
      tags,
      summary:
        'The management table of books: searchText (title), levelId, genreId; sorted by title, author, level, genre, wordCount, updatedDate or id (editor)',
      querystring: AdminBookPagedQuerySchema,
      response: responses(AdminBookPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await s.adminPage(req.query, lang(req))),
  });
  r.get('/book/getbygenreid/:genreId', {
    schema: {
      tags,
      summary: 'Every book of a genre, by title',
      params: GenreIdParamsSchema,
      response: responses(z.array(BookItemSchema)),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.list(caller(req).userId, { genreId: req.params.genreId }, lang(req))),
  });
  r.get('/book/getprogress', {
    schema: {
      tags,
      summary: 'Where the caller is in a book (null before they open it)',
      querystring: BookIdQuerySchema,
      response: responses(ReadingProgressSchema.nullable()),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.progress(caller(req).userId, req.query.bookId)),
  });
  r.put('/book/saveprogress', {
    schema: {
      tags,
      summary: 'Save where the caller is in a book, and the words they looked up since',
      body: SaveProgressBodySchema,
      response: responses(ReadingProgressSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.saveProgress(caller(req).userId, req.body)),
  });
  r.get('/book/:id/chapter/:orderNo', {
    schema: {
      tags,
      summary: "A chapter's text, with its audio and word timings for audio books",
      params: ChapterParamsSchema,
      response: responses(BookChapterSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.chapter(req.params.id, req.params.orderNo)),
  });
  r.get('/book/audio/:file', {
    schema: {
      tags,
      summary: "An audio book chapter's recording (MP3), public like the listening audio",
      params: z.object({ file: z.string() }),
      response: {
        200: z.unknown().describe('The MP3 file (audio/mpeg); 206 with a byte range of it'),
        '4XX': ErrorEnvelopeSchema,
      },
    },
    onRequest: guard('public'),
    handler: async (req, reply) => sendMp3(req, reply, dirs.audio, req.params.file),
  });
  r.get('/book/cover/:slug', {
    schema: {
      tags,
      summary: "A library book's cover image (SVG made by the project)",
      params: z.object({ slug: z.string().max(80) }),
      response: { 200: z.unknown().describe('image/svg+xml'), '4XX': ErrorEnvelopeSchema },
    },
    // An <img> sends no bearer token; covers are not secret.
    onRequest: guard('public'),
    handler: async (req, reply) => {
      const { slug } = req.params;
      if (!SLUG.test(slug)) throw notFound();
      const cover = await s.coverOf(slug);
      if (!cover || !/^[a-z0-9.-]+\.svg$/.test(cover)) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(createReadStream(join(dirs.books, slug, cover)));
    },
  });
  r.get('/book/:id', {
    schema: {
      tags,
      summary: "A book with its chapters, known-word share and the caller's progress",
      params: IdParamsSchema,
      response: responses(BookDetailSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.detail(caller(req).userId, req.params.id, lang(req))),
  });
  r.post('/book', {
    schema: {
      tags,
      summary: 'Add a book with its chapters (editor)',
      body: BookBodySchema.omit({ id: true }).extend({
        chapters: BookBodySchema.shape.chapters.default([]),
      }),
      response: responses(BookDetailSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const saved = await s.save(caller(req).userId, req.body, lang(req));
      await audit.record({ entity: 'book', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/book', {
    schema: {
      tags,
      summary:
        "Change a book, and its chapters when given (editor); a loaded book becomes the editors' and the content loader leaves it as it is",
      body: BookBodySchema.required({ id: true }),
      response: responses(BookDetailSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const userId = caller(req).userId;
      const before = await audit.before(() => s.detail(userId, req.body.id, lang(req)));
      const saved = await s.save(userId, req.body, lang(req));
      await audit.record({ entity: 'book', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/book/:id', {
    schema: {
      tags,
      summary:
        "Delete a book (editor); a loaded book is retired and kept as the editors', so the content loader does not bring it back",
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const before = await audit.before(() =>
        s.detail(caller(req).userId, req.params.id, lang(req)),
      );
      await s.remove(req.params.id);
      await audit.record({ entity: 'book', entityId: req.params.id, before });
      return ok(null);
    },
  });

  const genreTags = ['bookgenre'];
  r.get('/bookgenre', {
    schema: {
      tags: genreTags,
      summary: 'Book genres',
      response: responses(z.array(BookGenreSchema)),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.genres(lang(req))),
  });
  r.get('/bookgenre/getpagedlist', {
    schema: {
      tags: genreTags,
      summary: 'The management table of genres, searched by either name (editor)',
      querystring: AdminGenrePagedQuerySchema,
      response: responses(AdminGenrePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await s.adminGenrePage(req.query)),
  });
  r.get('/bookgenre/:id', {
    schema: {
      tags: genreTags,
      summary: 'A book genre',
      params: IdParamsSchema,
      response: responses(BookGenreSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.genre(req.params.id, lang(req))),
  });
  r.post('/bookgenre', {
    schema: {
      tags: genreTags,
      summary: 'Add a genre (editor)',
      body: BookGenreBodySchema.omit({ id: true }),
      response: responses(BookGenreSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const saved = await s.saveGenre(req.body, lang(req));
      await audit.record({ entity: 'bookgenre', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/bookgenre', {
    schema: {
      tags: genreTags,
      summary: 'Rename a genre (editor)',
      body: BookGenreBodySchema.required({ id: true }),
      response: responses(BookGenreSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const before = await audit.before(() => s.genre(req.body.id, lang(req)));
      const saved = await s.saveGenre(req.body, lang(req));
      await audit.record({ entity: 'bookgenre', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/bookgenre/:id', {
    schema: {
      tags: genreTags,
      summary: 'Delete a genre no book uses (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const before = await audit.before(() => s.genre(req.params.id, lang(req)));
      await s.removeGenre(req.params.id);
      await audit.record({ entity: 'bookgenre', entityId: req.params.id, before });
      return ok(null);
    },
  });
}
