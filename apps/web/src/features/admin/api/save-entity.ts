import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST {resource} adds a row; PUT {resource} with the id changes it (spec §7). */
export function saveEntity<T>(resource: string, body: { id?: number | undefined }): Promise<T> {
  return request<T>({ method: body.id ? 'PUT' : 'POST', url: resource, data: body });
}

export function useSaveEntityMutation<T, B extends { id?: number | undefined }>(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => saveEntity<T>(resource, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  });
}
