import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { CDN_RESOURCE } from './cdn-files';

/** DELETE cdn/deletefile?fileName=: refused (409 FILE_IN_USE) while a slide or a book uses it. */
export function deleteCdnFile(fileName: string): Promise<null> {
  return request<null>({ method: 'DELETE', url: 'cdn/deletefile', params: { fileName } });
}

export function useDeleteCdnFileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCdnFile,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(CDN_RESOURCE) }),
  });
}
