import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingProgress, SaveProgressBody } from '@yek/contracts/book';
import { request } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

/** PUT book/saveprogress: where the learner is, and the words looked up since the last save. */
export function saveProgress(body: SaveProgressBody): Promise<ReadingProgress> {
  return request<ReadingProgress>({ method: 'PUT', url: 'book/saveprogress', data: body });
}

export function useSaveProgressMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    // The list's cards show the progress; the open book keeps its own place.
    onSuccess: () => client.invalidateQueries({ queryKey: libraryKeys.pages() }),
  });
}
