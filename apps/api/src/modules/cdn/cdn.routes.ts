import {
  CDN_UPLOAD_PART,
  CDN_UPLOADS_MAX_FILES,
  CDN_UPLOADS_PART,
  CdnDeleteQuerySchema,
  CdnDownloadQuerySchema,
  CdnFilePageSchema,
  CdnFileSchema,
  CdnFilesByTypeQuerySchema,
  CdnFilesQuerySchema,
  CdnIconFilesQuerySchema,
  CdnUploadQuerySchema,
  CdnUploadsQuerySchema,
} from '@yek/contracts/cdn';
import { ErrorEnvelopeSchema } from '@yek/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/storage';
import { ok } from '../../plugins/envelope';
import { sendNotFound } from '../../plugins/error-handler';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import { readUploadedFiles } from '../../plugins/uploads';
import { sendCdnFile } from './cdn.serve';
import { type CdnService, tooLarge } from './cdn.service';

/**
 * Files (spec §7 "Files (cdn)"). Editors and admins upload, list and delete; the files themselves
 * are public assets (login slides, book covers and audio), served by name at /cdn/<fileName> and
 * through `dowloadfile` to anyone, as an <img> or <audio> element cannot send a bearer token.
 */
export function cdnRoutes(
  app: FastifyInstance,
  guard: Guard,
  service: CdnService,
  storage: FileStorage,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cdn'];
  const uploadLimit = perUser('cdn-upload', 120, 3600);

  r.post('/cdn/uploadfile', {
    schema: {
      tags,
      summary:
        'Upload a file (editor; multipart part File). ConvertFile=true re-encodes images to WebP with 320/640/1280 px copies and audio to MP3',
      querystring: CdnUploadQuerySchema,
      consumes: ['multipart/form-data'],
      response: responses(CdnFileSchema),
    },
    onRequest: guard('editor', [uploadLimit]),
    handler: async (req) => {
      const max = service.maxBytes();
      const [file] = await readUploadedFiles(req, CDN_UPLOAD_PART, {
        maxBytes: max,
        maxFiles: 1,
        tooLarge: () => tooLarge(CDN_UPLOAD_PART, max),
        tooMany: 'validation.oneFile',
      });
      return ok(
        await service.upload(file!, {
          convert: req.query.ConvertFile,
          field: CDN_UPLOAD_PART,
          userId: caller(req).userId,
        }),
      );
    },
  });

  r.post('/cdn/uploadfiles', {
    schema: {
      tags,
      summary: `Upload up to ${CDN_UPLOADS_MAX_FILES} files of one type (editor; multipart parts formFiles)`,
      querystring: CdnUploadsQuerySchema,
      consumes: ['multipart/form-data'],
      response: responses(z.array(CdnFileSchema)),
    },
    onRequest: guard('editor', [uploadLimit]),
    handler: async (req) => {
      const { cdnFileType, ConvertFile } = req.query;
      const max = service.maxBytes(cdnFileType);
      const files = await readUploadedFiles(req, CDN_UPLOADS_PART, {
        maxBytes: max,
        maxFiles: CDN_UPLOADS_MAX_FILES,
        tooLarge: () => tooLarge(CDN_UPLOADS_PART, max),
        tooMany: 'validation.tooManyFiles',
      });
      return ok(
        await service.uploadMany(files, {
          type: cdnFileType,
          convert: ConvertFile,
          field: CDN_UPLOADS_PART,
          userId: caller(req).userId,
        }),
      );
    },
  });

  r.get('/cdn/getfiles', {
    schema: {
      tags,
      summary: 'Uploaded files, paged, sorted and searchable by name (editor)',
      querystring: CdnFilesQuerySchema,
      response: responses(CdnFilePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.list(req.query)),
  });

  r.get('/cdn/getfilesbyfiletype', {
    schema: {
      tags,
      summary: 'Uploaded files of one type (cdnFileType), paged (editor)',
      querystring: CdnFilesByTypeQuerySchema,
      response: responses(CdnFilePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.list(req.query)),
  });

  r.get('/cdn/geticonfiles', {
    schema: {
      tags,
      summary: 'Uploaded icons, paged (editor)',
      querystring: CdnIconFilesQuerySchema,
      response: responses(CdnFilePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.list({ ...req.query, cdnFileType: 'Icon' })),
  });

  r.delete('/cdn/deletefile', {
    schema: {
      tags,
      summary: 'Delete a file and its copies; a file a slide or book uses is refused (editor)',
      querystring: CdnDeleteQuerySchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await service.remove(req.query.fileName);
      return ok(null);
    },
  });

  // The spec's spelling of the path.
  r.get('/cdn/dowloadfile', {
    schema: {
      tags,
      summary: 'Download a file by the fileUrl upload returned, named as it was uploaded',
      querystring: CdnDownloadQuerySchema,
      response: {
        200: z.unknown().describe('The file; 206 with a byte range of it'),
        '4XX': ErrorEnvelopeSchema,
        '5XX': ErrorEnvelopeSchema,
      },
    },
    onRequest: guard('public'),
    handler: async (req, reply) => {
      const found = await service.find(req.query.fileUrl);
      if (!found) return sendNotFound(req, reply);
      const { row, fileName } = found;
      const ext = fileName.slice(fileName.lastIndexOf('.'));
      const base = row.originalName?.replace(/\.[^.]*$/, '') || row.fileName.slice(0, 32);
      return sendCdnFile(req, reply, storage, fileName, base + ext);
    },
  });
}

/** The public address of every stored file, outside /api: `/cdn/<fileName>`. */
export function cdnFileRoute(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { name: string } }>(
    '/cdn/:name',
    { schema: { hide: true } },
    async (request, reply) => sendCdnFile(request, reply, storage, request.params.name),
  );
}
