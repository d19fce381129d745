import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStageResult } from '@yek/contracts/registration-content';
import { request } from '../../../lib/api-client';
import { REGISTRATION_KEY } from './get-registration-state';

/** GET registrationresult/getuserregistrationstageresult: the result page built from the answers. */
export function getStageResult(): Promise<UserStageResult> {
  return request<UserStageResult>({
    method: 'GET',
    url: 'registrationresult/getuserregistrationstageresult',
  });
}

export function stageResultQueryOptions() {
  return queryOptions({ queryKey: [...REGISTRATION_KEY, 'result'], queryFn: getStageResult });
}

export function useStageResult() {
  return useQuery(stageResultQueryOptions());
}
