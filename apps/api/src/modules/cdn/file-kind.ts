import { CDN_ACCEPTED_FORMATS, type CdnFileType } from '@yek/contracts/cdn';

/** What the file's own bytes say it is: one of the accepted formats, its content type and kind. */
export interface FileKind {
  format: string;
  contentType: string;
  kind: 'image' | 'audio' | 'document';
}

/** file-type's names folded into the formats the product accepts, with the type it is served as. */
const FORMATS: Record<string, FileKind> = {
  jpg: { format: 'jpg', contentType: 'image/jpeg', kind: 'image' },
  png: { format: 'png', contentType: 'image/png', kind: 'image' },
  webp: { format: 'webp', contentType: 'image/webp', kind: 'image' },
  gif: { format: 'gif', contentType: 'image/gif', kind: 'image' },
  avif: { format: 'avif', contentType: 'image/avif', kind: 'image' },
  mp3: { format: 'mp3', contentType: 'audio/mpeg', kind: 'audio' },
  wav: { format: 'wav', contentType: 'audio/wav', kind: 'audio' },
  ogg: { format: 'ogg', contentType: 'audio/ogg', kind: 'audio' },
  oga: { format: 'ogg', contentType: 'audio/ogg', kind: 'audio' },
  opus: { format: 'ogg', contentType: 'audio/ogg', kind: 'audio' },
  flac: { format: 'flac', contentType: 'audio/flac', kind: 'audio' },
  m4a: { format: 'm4a', contentType: 'audio/mp4', kind: 'audio' },
  mp4: { format: 'm4a', contentType: 'audio/mp4', kind: 'audio' },
  aac: { format: 'aac', contentType: 'audio/aac', kind: 'audio' },
  webm: { format: 'webm', contentType: 'audio/webm', kind: 'audio' },
  pdf: { format: 'pdf', contentType: 'application/pdf', kind: 'document' },
  epub: { format: 'epub', contentType: 'application/epub+zip', kind: 'document' },
};

/** The content type a stored file is served with, from the extension the server gave its name. */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.values(FORMATS).map((f) => [f.format, f.contentType]),
);

/** Sniffs the first bytes (magic numbers); a name or a declared type is never asked. */
export async function sniff(data: Buffer): Promise<FileKind | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(data);
  return (found && FORMATS[found.ext]) ?? null;
}

/** The type a file uploaded without one is filed under: its kind decides. */
export function defaultType(kind: FileKind): CdnFileType {
  return kind.kind === 'image' ? 'Image' : kind.kind === 'audio' ? 'Audio' : 'Document';
}

export function accepts(type: CdnFileType, kind: FileKind): boolean {
  return (CDN_ACCEPTED_FORMATS[type] as readonly string[]).includes(kind.format);
}

/** Accepted formats of a type, for the refusal's message: "JPG, PNG, WEBP". */
export const formatList = (type: CdnFileType) =>
  CDN_ACCEPTED_FORMATS[type].join(', ').toUpperCase();

/**
 * The uploader's file name kept to show beside the file: no path, no control or markup characters,
 * at most 200 characters. Never used to build a stored name or a URL.
 */
export function cleanOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}
