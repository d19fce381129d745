import { useMutation } from '@tanstack/react-query';
import { loadHttpClient } from '../../../lib/api-client';

/** The file name the archive is saved under: the day it was made. */
export const dataArchiveName = (day: Date = new Date()) =>
  `yek-verilerim-${day.toISOString().slice(0, 10)}.zip`;

/**
 * GET user/exportdata: everything held about the learner as a ZIP, saved by the browser. A refusal
 * arrives as a blob too; it is read back into the server's envelope, so its message shows.
 */
export async function downloadMyData(): Promise<void> {
  const { apiClient } = await loadHttpClient();
  let archive: Blob;
  try {
    const response = await apiClient.request<Blob>({
      method: 'GET',
      url: 'user/exportdata',
      responseType: 'blob',
    });
    archive = response.data;
  } catch (error) {
    if (error instanceof Blob) throw JSON.parse(await error.text()) as unknown;
    throw error;
  }
  const url = URL.createObjectURL(archive);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataArchiveName();
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyDataMutation() {
  return useMutation({ mutationFn: downloadMyData });
}
