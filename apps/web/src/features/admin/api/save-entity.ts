import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { adminKeys } from './admin-keys';

/** How a resource takes its writes, where it differs from POST to add and PUT with the id to change. */
export interface SaveOptions {
  /** PUT {resource}/{id} rather than PUT {resource} with the id in the body (PUT user/{id}). */
  idInPath?: boolean;
  /** Always PUT: texts changed in place, without an id (a question's texts). */
  method?: 'PUT';
}

/**
 * POST {resource} adds a row; PUT {resource} with the id changes it (spec §7). A resource whose
 * PUT names the row in its path gets the id there instead of in the body; a resource changed in
 * place is always a PUT.
 */
export function saveEntity<T>(
  resource: string,
  body: { id?: number | undefined },
  { idInPath = false, method }: SaveOptions = {},
): Promise<T> {
  if (method) return request<T>({ method, url: resource, data: body });
  if (!body.id) return request<T>({ method: 'POST', url: resource, data: body });
  if (!idInPath) return request<T>({ method: 'PUT', url: resource, data: body });
  const { id, ...rest } = body;
  return request<T>({ method: 'PUT', url: `${resource}/${pathParam(id, 'id')}`, data: rest });
}

export function useSaveEntityMutation<T, B extends { id?: number | undefined }>(
  resource: string,
  options: SaveOptions = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => saveEntity<T>(resource, body, options),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  });
}
