import { useMutation } from '@tanstack/react-query';
import { loadHttpClient } from '../../../lib/api-client';

/** GET review/exportwords: the learner's words as CSV, saved by the browser. */
export async function exportWords(): Promise<void> {
  const { apiClient } = await loadHttpClient();
  let file: Blob;
  try {
    const response = await apiClient.request<Blob>({
      method: 'GET',
      url: 'review/exportwords',
      responseType: 'blob',
    });
    file = response.data;
  } catch (error) {
    if (error instanceof Blob) throw JSON.parse(await error.text()) as unknown;
    throw error;
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `yek-kelimelerim-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportWords() {
  return useMutation({ mutationFn: exportWords });
}
