import { loadHttpClient } from './api-client';

/**
 * GETs a file from the API and hands it to the browser to save under `fileName`. A refusal arrives
 * as a blob too; it is read back into the server's envelope, so its message shows.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { apiClient } = await loadHttpClient();
  let file: Blob;
  try {
    const response = await apiClient.request<Blob>({ method: 'GET', url, responseType: 'blob' });
    file = response.data;
  } catch (error) {
    if (error instanceof Blob) throw JSON.parse(await error.text()) as unknown;
    throw error;
  }
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
