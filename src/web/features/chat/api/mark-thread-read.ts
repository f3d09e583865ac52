import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { chatInboxQueryKey } from './get-chat-inbox';
import { threadPath } from './get-chat-thread';
import { unreadMessagesQueryKey } from './get-unread-messages';

export function useMarkThreadRead(clientId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`${threadPath(clientId)}/read`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: chatInboxQueryKey }),
      ]),
  });
}
