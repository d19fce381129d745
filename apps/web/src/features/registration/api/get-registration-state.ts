import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

/**
 * GET userregistration/getuserregistrationmainstate: where the learner is in the questionnaire
 * (questionId: order number of the first unanswered question) and what their trial or plan is.
 */
export function getRegistrationState(): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'GET',
    url: 'userregistration/getuserregistrationmainstate',
  });
}

export function registrationStateQueryOptions() {
  return queryOptions({ queryKey: registrationKeys.state(), queryFn: getRegistrationState });
}

export function useRegistrationState() {
  return useQuery(registrationStateQueryOptions());
}
