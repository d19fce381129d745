import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterAnswerBody, RegisterAnswerResult } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { mainQuestionQueryOptions } from './get-main-question';
import { taskKeys } from './task-keys';

/** POST usertask/registerusertaskquestionanswer: one item, scored on the server. */
export function registerAnswer(body: RegisterAnswerBody): Promise<RegisterAnswerResult> {
  return request<RegisterAnswerResult>({
    method: 'POST',
    url: 'usertask/registerusertaskquestionanswer',
    data: body,
  });
}

/** Writes the result into the part at once, then refreshes the day's progress. */
export function useRegisterAnswerMutation(mainQuestionId: number) {
  const client = useQueryClient();
  const partKey = mainQuestionQueryOptions(mainQuestionId).queryKey;
  return useMutation({
    mutationFn: registerAnswer,
    onSuccess: (data) => {
      client.setQueryData(partKey, (part) =>
        part
          ? {
              ...part,
              completed: data.partCompleted,
              questions: part.questions.map((q) =>
                q.id === data.result.questionId ? { ...q, result: data.result } : q,
              ),
            }
          : part,
      );
      if (data.partCompleted) void client.invalidateQueries({ queryKey: partKey });
      // The other parts are untouched by this answer; everything else about the day may move.
      void client.invalidateQueries({
        queryKey: taskKeys.all,
        predicate: (q) => !partialMatchKey(q.queryKey, taskKeys.parts()),
      });
    },
  });
}
