import { useMutation } from '@tanstack/react-query';
import type { FreePlanResult } from '@yek/contracts/subscription';
import { requestEnvelope } from '../../../lib/api-client';

export interface StartedTrial {
  result: FreePlanResult;
  /** The server's localized welcome, naming the trial's length. */
  message: string | null;
}

/** POST payment/registerfreesubscriptionplan {}: the account's one free trial starts now. */
export async function startFreeTrial(): Promise<StartedTrial> {
  const envelope = await requestEnvelope<FreePlanResult>({
    method: 'POST',
    url: 'payment/registerfreesubscriptionplan',
    data: {},
  });
  return { result: envelope.data, message: envelope.message };
}

export function useStartFreeTrialMutation() {
  return useMutation({ mutationFn: startFreeTrial });
}
