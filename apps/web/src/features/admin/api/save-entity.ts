import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * POST {resource} adds a row; PUT {resource} with the id changes it (spec §7). A resource whose
 * texts are changed in place without an id (a question's texts) is always a PUT.
 */
export function saveEntity<T>(
  resource: string,
  body: { id?: number | undefined },
  method?: 'PUT',
): Promise<T> {
  return request<T>({ method: method ?? (body.id ? 'PUT' : 'POST'), url: resource, data: body });
}

export function useSaveEntityMutation<T, B extends { id?: number | undefined }>(
  resource: string,
  method?: 'PUT',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => saveEntity<T>(resource, body, method),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  });
}
