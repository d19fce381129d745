import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetaAnswerBody, MetaAnswerResult, MetaTaskView } from '@yek/contracts/metacourse';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { metaKeys } from './meta-keys';

/** POST metacourse/{id}/answer: one item of a task, scored on the server. */
export function answerMetaTask(courseId: number, body: MetaAnswerBody): Promise<MetaAnswerResult> {
  return request<MetaAnswerResult>({
    method: 'POST',
    url: `metacourse/${pathParam(courseId, 'id')}/answer`,
    data: body,
  });
}

/**
 * Writes the result into the open task at once (`taskKey`, the key it was read under); when a
 * part or the task is done, reads it again (the transcript, the score) with the course and list.
 */
export function useAnswerMetaTaskMutation(courseId: number, taskKey: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetaAnswerBody) => answerMetaTask(courseId, body),
    onSuccess: (data) => {
      client.setQueryData<MetaTaskView>(taskKey, (task) =>
        task
          ? {
              ...task,
              parts: task.parts.map((p) => ({
                ...p,
                questions: p.questions.map((q) =>
                  q.id === data.result.questionId ? { ...q, result: data.result } : q,
                ),
              })),
            }
          : task,
      );
      if (data.partCompleted || data.taskCompleted)
        void client.invalidateQueries({ queryKey: taskKey });
      if (data.taskCompleted) {
        void client.invalidateQueries({ queryKey: metaKeys.list() });
        void client.invalidateQueries({ queryKey: metaKeys.course(courseId) });
        void client.invalidateQueries({ queryKey: metaKeys.tasks() });
      }
    },
  });
}
