import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { adminKeys } from './admin-keys';

/** DELETE {resource}/{id}. */
export function deleteEntity(resource: string, id: number): Promise<null> {
  return request<null>({ method: 'DELETE', url: `${resource}/${pathParam(id, 'id')}` });
}

export function useDeleteEntityMutation(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntity(resource, id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  });
}
