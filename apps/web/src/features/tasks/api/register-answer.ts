import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MainQuestion,
  RegisterAnswerBody,
  RegisterAnswerResult,
} from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';

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
  return useMutation({
    mutationFn: registerAnswer,
    onSuccess: (data) => {
      client.setQueryData<MainQuestion>(['usertask', 'part', mainQuestionId], (part) =>
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
      if (data.partCompleted)
        void client.invalidateQueries({ queryKey: ['usertask', 'part', mainQuestionId] });
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'usertask' && q.queryKey[1] !== 'part',
      });
    },
  });
}
