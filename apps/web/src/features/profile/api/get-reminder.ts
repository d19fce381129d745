import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reminder } from '@yek/contracts/reminder';
import { request } from '../../../lib/api-client';

/** GET user/getreminder: the signed-in learner's study reminder (off at 19:00 until saved). */
export function getReminder(): Promise<Reminder> {
  return request<Reminder>({ method: 'GET', url: 'user/getreminder' });
}

export function reminderQueryOptions() {
  return queryOptions({ queryKey: ['user', 'reminder'], queryFn: getReminder });
}

export function useReminder() {
  return useQuery(reminderQueryOptions());
}
