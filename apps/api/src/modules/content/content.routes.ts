import { ErrorEnvelopeSchema } from '@yek/contracts/common';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIO_DIR } from '@yek/content/paths';
import { WORD_AUDIO_DIR } from '@yek/content/word-audio';
import { byteRange } from '../../lib/byte-range';
import { notFound } from '../../lib/errors';
import type { Guard } from '../../plugins/route';
import { AUDIO_FILE_PATTERN } from './content-ids';

/**
 * Listening audio, served from content/audio where the audio command renders it (committed, so
 * nothing is copied). The route is public: an <audio> element cannot send a bearer token, the
 * files are not secret, and their names are hashes of the scripts, so they never change and may
 * be cached for a year.
 */
export function contentRoutes(
  app: FastifyInstance,
  guard: Guard,
  audioDir = AUDIO_DIR,
  wordAudioDir = WORD_AUDIO_DIR,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/audio/:file', {
    schema: {
      tags: ['content'],
      summary: 'Rendered listening audio (MP3) by the file name a listening part gives',
      params: z.object({ file: z.string() }),
      response: {
        200: z.unknown().describe('The MP3 file (audio/mpeg); 206 with a byte range of it'),
        '4XX': ErrorEnvelopeSchema,
      },
    },
    onRequest: guard('public'),
    handler: async (req, reply) => sendMp3(req, reply, audioDir, req.params.file),
  });
  r.get('/content/audio/words/:file', {
    schema: {
      tags: ['content'],
      summary: 'A taught word said alone (MP3), by the file name a review card gives',
      params: z.object({ file: z.string() }),
      response: {
        200: z.unknown().describe('The MP3 file (audio/mpeg); 206 with a byte range of it'),
        '4XX': ErrorEnvelopeSchema,
      },
    },
    onRequest: guard('public'),
    handler: async (req, reply) => sendMp3(req, reply, wordAudioDir, req.params.file),
  });
}

/**
 * Sends an MP3 of a content folder by its hash name, with a year's caching and byte ranges (the
 * library's audio books use it too).
 */
export async function sendMp3(
  req: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  file: string,
): Promise<FastifyReply> {
  // The pattern admits no separators or dots but the extension's: no path can escape the folder.
  if (!AUDIO_FILE_PATTERN.test(file)) throw notFound();
  const path = join(dir, file);
  const size = await stat(path).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  );
  if (size === null) throw notFound();
  const etag = `"${file.slice(0, 16)}"`;
  void reply
    .type('audio/mpeg')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  // Players ask for ranges to seek; a range we cannot serve gets the whole file.
  const range = byteRange(req.headers.range, size);
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(path, range));
  }
  return reply.header('content-length', size).send(createReadStream(path));
}
