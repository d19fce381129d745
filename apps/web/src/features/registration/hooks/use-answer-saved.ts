import { useQueryClient } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { useCallback } from 'react';
import { registrationStateQueryOptions } from '../api/get-registration-state';
import { registrationKeys } from '../api/registration-keys';
import { writeQuestionList } from '../utils/question-list';

/**
 * What every answer does once saved: the state it answers replaces the cached one, the list in
 * session storage follows it, and questions and the result page are read again when next shown.
 * The returned promise settles once the active ones are fresh, so the next step never shows stale.
 */
export function useAnswerSaved(): (state: UserRegistrationState) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (state) => {
      queryClient.setQueryData(registrationStateQueryOptions().queryKey, state);
      writeQuestionList(state.userRegistrationStages);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.questions() }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.result() }),
      ]);
    },
    [queryClient],
  );
}
