import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LevelExamAnswerBody, LevelExamState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** POST usertaskexam/registerusertaskexamquestionanswer: save one answer of the paper. */
export function registerLevelAnswer(
  body: LevelExamAnswerBody,
): Promise<{ answeredCount: number; questionCount: number }> {
  return request({
    method: 'POST',
    url: 'usertaskexam/registerusertaskexamquestionanswer',
    data: body,
  });
}

/** Keeps the saved answer in the paper's cache, so a return to a section shows it. */
export function useRegisterLevelAnswerMutation(levelId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerLevelAnswer,
    onSuccess: (_data, body) =>
      client.setQueryData<LevelExamState>(examKeys.level(levelId), (state) =>
        state
          ? {
              ...state,
              answers: [
                ...state.answers.filter((a) => a.questionSlug !== body.questionSlug),
                { questionSlug: body.questionSlug, answer: body.answer },
              ],
            }
          : state,
      ),
  });
}
