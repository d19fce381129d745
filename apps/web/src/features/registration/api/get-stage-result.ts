import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStageResult } from '@yek/contracts/registration-content';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

/** GET registrationresult/getuserregistrationstageresult: the result page built from the answers. */
export function getStageResult(): Promise<UserStageResult> {
  return request<UserStageResult>({
    method: 'GET',
    url: 'registrationresult/getuserregistrationstageresult',
  });
}

export function stageResultQueryOptions() {
  return queryOptions({ queryKey: registrationKeys.result(), queryFn: getStageResult });
}

export function useStageResult() {
  return useQuery(stageResultQueryOptions());
}
