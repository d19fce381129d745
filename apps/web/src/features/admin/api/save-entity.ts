import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { adminKeys } from './admin-keys';

/**
 * POST {resource} adds a row; PUT {resource} with the id changes it (spec §7). A resource whose
 * PUT names the row in its path (PUT user/{id}) gets the id there instead of in the body.
 */
export function saveEntity<T>(
  resource: string,
  body: { id?: number | undefined },
  idInPath = false,
): Promise<T> {
  if (!body.id) return request<T>({ method: 'POST', url: resource, data: body });
  if (!idInPath) return request<T>({ method: 'PUT', url: resource, data: body });
  const { id, ...rest } = body;
  return request<T>({ method: 'PUT', url: `${resource}/${pathParam(id, 'id')}`, data: rest });
}

export function useSaveEntityMutation<T, B extends { id?: number | undefined }>(
  resource: string,
  idInPath = false,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => saveEntity<T>(resource, body, idInPath),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  });
}
