import type { FastifyReply, FastifyRequest } from 'fastify';
import { CDN_FILE_NAME_PATTERN } from '@yek/contracts/cdn';
import { byteRange } from '../../lib/byte-range';
import type { FileStorage } from '../../lib/storage';
import { sendNotFound } from '../../plugins/error-handler';
import { CONTENT_TYPE_BY_EXTENSION } from './file-kind';
import { cdnKey } from './cdn.service';

/**
 * Sends a stored file. Names are content hashes, so a name's bytes never change: browsers and
 * proxies may keep them a year without asking again. Players seek audio with byte ranges; a range
 * that cannot be served gets the whole file. A download names the file for the save dialog.
 */
export async function sendCdnFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  fileName: string,
  downloadAs?: string,
) {
  const type = CDN_FILE_NAME_PATTERN.test(fileName)
    ? CONTENT_TYPE_BY_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)]
    : undefined;
  const size = type ? await storage.size(cdnKey(fileName)) : null;
  if (!type || size === null) return sendNotFound(request, reply);
  const etag = `"${fileName}"`;
  void reply
    .type(type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (downloadAs) void reply.header('content-disposition', contentDisposition(downloadAs));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = byteRange(request.headers.range, size);
  const body = await storage.stream(cdnKey(fileName), range ?? undefined);
  if (!body) return sendNotFound(request, reply);
  if (range)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  return reply.header('content-length', size).send(body);
}

/** `attachment` with an ASCII fallback name and the exact one in RFC 5987 form. */
function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
