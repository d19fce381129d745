import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET review/exportwords: the learner's words as CSV, saved by the browser. */
export function exportWords(): Promise<void> {
  return downloadFile(
    'review/exportwords',
    `yek-kelimelerim-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export function useExportWords() {
  return useMutation({ mutationFn: exportWords });
}
