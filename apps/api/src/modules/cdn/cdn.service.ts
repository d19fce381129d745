import { createHash } from 'node:crypto';
import type { CdnFile, CdnFileType, CdnFilesQuery } from '@yek/contracts/cdn';
import { CDN_ACCEPTED_FORMATS, CDN_FILE_NAME_PATTERN } from '@yek/contracts/cdn';
import type { Paged } from '@yek/contracts/paging';
import type { Config } from '../../config';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { CdnFileRow, CdnRepository } from './cdn.repository';
import {
  audioDuration,
  type ConversionGate,
  convertAudio,
  convertImage,
  ICON_MAX_WIDTH,
  IMAGE_MAX_WIDTH,
  imageSize,
} from './conversion';
import { accepts, cleanOriginalName, defaultType, type FileKind, sniff } from './file-kind';

/** Public address prefix of stored files; cdn.serve.ts answers it outside /api. */
export const CDN_URL_PREFIX = '/cdn/';
export const cdnKey = (fileName: string) => `cdn/${fileName}`;

export interface Upload {
  data: Buffer;
  /** The name on the uploader's computer, kept cleaned as a label only. */
  filename: string | undefined;
}

export interface UploadOptions {
  /** The type asked for (uploadfiles); uploadfile files by what the content is. */
  type?: CdnFileType;
  convert: boolean;
  /** The multipart part the file came in, named on a refusal. */
  field: string;
  userId: number;
}

const MB = 1024 * 1024;

/** A stored name: the first 128 bits of the content's SHA-256, so equal files share one name. */
const hashName = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

function view(row: CdnFileRow): CdnFile {
  return {
    ...row,
    fileUrl: CDN_URL_PREFIX + row.fileName,
    variants: row.variants.map((v) => ({ ...v, fileUrl: CDN_URL_PREFIX + v.fileName })),
  };
}

export function createCdnService(deps: {
  repository: CdnRepository;
  storage: FileStorage;
  gate: ConversionGate;
  config: Config['cdn'];
}) {
  const { repository, storage, gate, config } = deps;

  function refuseType(field: string, types: readonly CdnFileType[]): never {
    const formats = [...new Set(types.flatMap((t) => CDN_ACCEPTED_FORMATS[t]))];
    throw new AppError(
      'FILE_TYPE_NOT_ALLOWED',
      { [field]: ['validation.fileType'] },
      { formats: formats.join(', ').toUpperCase() },
    );
  }

  /** What the bytes become: converted or as they are, with the facts the row records. */
  async function prepare(upload: Upload, type: CdnFileType, kind: FileKind, o: UploadOptions) {
    const { data } = upload;
    const image = type === 'Image' || type === 'Icon';
    if (image && o.convert) {
      const out = await gate.run(() =>
        convertImage(
          data,
          o.field,
          type === 'Icon' ? ICON_MAX_WIDTH : IMAGE_MAX_WIDTH,
          type === 'Image',
        ),
      );
      return {
        data: out.main.data,
        ext: 'webp',
        contentType: 'image/webp',
        width: out.main.width,
        height: out.main.height,
        durationSeconds: null,
        variants: out.variants,
      };
    }
    if (image) {
      const size = await imageSize(data, o.field);
      return {
        data,
        ext: kind.format,
        contentType: kind.contentType,
        ...size,
        durationSeconds: null,
        variants: [],
      };
    }
    if (type === 'Audio') {
      const converted = o.convert
        ? await gate.run(() => convertAudio(config.ffmpegPath, data, o.field))
        : null;
      const bytes = converted ?? data;
      const contentType = converted ? 'audio/mpeg' : kind.contentType;
      return {
        data: bytes,
        ext: converted ? 'mp3' : kind.format,
        contentType,
        width: null,
        height: null,
        durationSeconds: await audioDuration(bytes, contentType, o.field),
        variants: [],
      };
    }
    return {
      data,
      ext: kind.format,
      contentType: kind.contentType,
      width: null,
      height: null,
      durationSeconds: null,
      variants: [],
    };
  }

  /** The file's kind and type, refusing a format the type does not take or a size over its limit. */
  async function check(file: Upload, o: UploadOptions) {
    const kind = await sniff(file.data);
    const type = o.type ?? (kind ? defaultType(kind) : undefined);
    if (!kind || !type || !accepts(type, kind))
      refuseType(o.field, o.type ? [o.type] : ['Image', 'Audio', 'Document']);
    const max = config.maxBytes[type];
    if (file.data.length > max) throw tooLarge(o.field, max);
    return { kind, type };
  }

  async function upload(
    file: Upload,
    o: UploadOptions,
    checked?: Awaited<ReturnType<typeof check>>,
  ): Promise<CdnFile> {
    const { kind, type } = checked ?? (await check(file, o));
    const out = await prepare(file, type, kind, o);
    const hash = hashName(out.data);
    const variants = out.variants.map((v) => ({
      fileName: `${hash}-${v.width}.webp`,
      width: v.width,
      height: v.height,
      size: v.data.length,
      data: v.data,
    }));
    // The bytes first, then the row: a row never points at a file that is not there yet.
    for (const v of variants) await storage.put(cdnKey(v.fileName), v.data, 'image/webp');
    const fileName = `${hash}.${out.ext}`;
    await storage.put(cdnKey(fileName), out.data, out.contentType);
    const row = await repository.insert({
      fileName,
      cdnFileType: type,
      contentType: out.contentType,
      size: out.data.length,
      width: out.width,
      height: out.height,
      durationSeconds: out.durationSeconds,
      variants: variants.map(({ data: _, ...v }) => v),
      originalName: cleanOriginalName(file.filename),
      uploadedBy: o.userId,
    });
    return view(row);
  }

  return {
    /** The largest upload any type accepts, or the given type's: the multipart reader's limit. */
    maxBytes: (type?: CdnFileType) =>
      type ? config.maxBytes[type] : Math.max(...Object.values(config.maxBytes)),
    upload,
    /** Every file is checked before any is stored: one wrong file refuses the whole upload. */
    async uploadMany(files: Upload[], o: UploadOptions): Promise<CdnFile[]> {
      const checked = [];
      for (const f of files) checked.push(await check(f, o));
      const saved: CdnFile[] = [];
      for (const [i, f] of files.entries()) saved.push(await upload(f, o, checked[i]));
      return saved;
    },
    async list(
      query: Omit<CdnFilesQuery, 'cdnFileType'> & { cdnFileType?: CdnFileType },
    ): Promise<Paged<CdnFile>> {
      const { rows, total } = await repository.page(query);
      return {
        items: rows.map(view),
        totalCount: total,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      };
    },
    /** Deletes a file nothing uses, with its variants; a file in use answers 409 FILE_IN_USE. */
    async remove(fileName: string): Promise<void> {
      const row = await repository.byName(fileName);
      if (!row) throw notFound();
      const names = [row.fileName, ...row.variants.map((v) => v.fileName)];
      const usedBy = await repository.usages(names);
      if (usedBy.length) throw new AppError('FILE_IN_USE', { fileName: usedBy });
      await repository.delete(row.id);
      for (const name of names) await storage.delete(cdnKey(name));
    },
    /** The file a URL (or bare name) from `uploadfile` points at, main file or variant. */
    async find(fileUrl: string): Promise<{ row: CdnFileRow; fileName: string } | null> {
      let fileName: string;
      try {
        fileName = decodeURIComponent(
          new URL(fileUrl, 'http://cdn.invalid').pathname.split('/').pop() ?? '',
        );
      } catch {
        return null;
      }
      if (!CDN_FILE_NAME_PATTERN.test(fileName)) return null;
      const row = await repository.byAnyName(fileName);
      return row ? { row, fileName } : null;
    },
  };
}
export type CdnService = ReturnType<typeof createCdnService>;

export function tooLarge(field: string, maxBytes: number) {
  return new AppError(
    'FILE_TOO_LARGE',
    { [field]: ['validation.fileTooLarge'] },
    {
      max:
        maxBytes >= MB
          ? `${Math.floor((maxBytes / MB) * 10) / 10} MB`
          : `${Math.floor(maxBytes / 1024)} KB`,
    },
  );
}
