import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The file name the archive is saved under: the day it was made. */
export const dataArchiveName = (day: Date = new Date()) =>
  `yek-verilerim-${day.toISOString().slice(0, 10)}.zip`;

/** GET user/exportdata: everything held about the learner as a ZIP, saved by the browser. */
export function downloadMyData(): Promise<void> {
  return downloadFile('user/exportdata', dataArchiveName());
}

export function useDownloadMyDataMutation() {
  return useMutation({ mutationFn: downloadMyData });
}
