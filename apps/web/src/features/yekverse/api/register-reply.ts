import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YekverseReplyBody, YekverseReplyResult } from '@yek/contracts/yekverse';
import { request } from '../../../lib/api-client';
import { yekverseKeys } from './yekverse-keys';

/** POST yekverse/registerreply: the server matches the reply and moves the run on. */
export function registerReply(body: YekverseReplyBody): Promise<YekverseReplyResult> {
  return request<YekverseReplyResult>({
    method: 'POST',
    url: 'yekverse/registerreply',
    data: body,
  });
}

export function useRegisterReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerReply,
    onSuccess: (result) => {
      // A finished run changes the results, the recommendation and the dashboard's figures.
      if (!result.run.finished) return;
      void queryClient.invalidateQueries({ queryKey: yekverseKeys.world() });
      void queryClient.invalidateQueries({ queryKey: yekverseKeys.summary() });
    },
  });
}
