import type { AxiosProgressEvent } from 'axios';
import { CDN_UPLOADS_PART, type CdnFile, type CdnFileType } from '@yek/contracts/cdn';
import { request } from '../../../lib/api-client';

export interface CdnUploadOptions {
  type: CdnFileType;
  /** Images become WebP with narrower copies, audio becomes MP3 (decision 0019). */
  convert: boolean;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** POST cdn/uploadfiles with one file, so each file gets its own progress and its own answer. */
export async function uploadCdnFile(file: File, options: CdnUploadOptions): Promise<CdnFile> {
  const body = new FormData();
  body.append(CDN_UPLOADS_PART, file, file.name);
  const saved = await request<CdnFile[]>({
    method: 'POST',
    url: 'cdn/uploadfiles',
    params: { cdnFileType: options.type, ConvertFile: options.convert },
    data: body,
    onUploadProgress: (event: AxiosProgressEvent) => {
      const total = event.total ?? file.size;
      if (total > 0) options.onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return saved[0]!;
}
