import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationStage, UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * The setup's stages with their names in the caller's language, read from
 * GET userregistration/getuserregistrationmainstate (the one call that lists them).
 */
export async function getRegistrationStages(): Promise<RegistrationStage[]> {
  const state = await request<UserRegistrationState>({
    method: 'GET',
    url: 'userregistration/getuserregistrationmainstate',
  });
  return state.userRegistrationStages;
}

export function registrationStagesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...adminKeys.all('registrationstage'), language],
    queryFn: getRegistrationStages,
  });
}

export function useRegistrationStages(language: string) {
  return useQuery(registrationStagesQueryOptions(language));
}
