import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reminder, UpdateReminderBody } from '@yek/contracts/reminder';
import { request } from '../../../lib/api-client';
import { reminderQueryOptions } from './get-reminder';

/** PUT user/updatereminder: answers the reminder as saved. */
export function updateReminder(body: UpdateReminderBody): Promise<Reminder> {
  return request<Reminder>({ method: 'PUT', url: 'user/updatereminder', data: body });
}

export function useUpdateReminderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: (saved) => queryClient.setQueryData(reminderQueryOptions().queryKey, saved),
  });
}
