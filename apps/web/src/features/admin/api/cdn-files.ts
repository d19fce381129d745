import { API_BASE_URL } from '../../../lib/env';

/** The files' API resource: its lists share the cache key every write makes stale. */
export const CDN_RESOURCE = 'cdn';
/** GET cdn/getfiles: the paged list, filtered by `cdnFileType` when one is chosen. */
export const CDN_LIST_URL = 'cdn/getfiles';

/** GET cdn/dowloadfile (the spec's spelling): the file as an attachment, under its uploaded name. */
export function cdnDownloadUrl(fileUrl: string): string {
  return `${API_BASE_URL.replace(/\/$/, '')}/cdn/dowloadfile?fileUrl=${encodeURIComponent(fileUrl)}`;
}

/** The file's full public address, for pasting elsewhere. */
export function cdnAbsoluteUrl(fileUrl: string): string {
  return new URL(fileUrl, window.location.origin).href;
}
