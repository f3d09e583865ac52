import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@/shared/contracts/chat';
import { api } from '@/web/lib/api-client';
import { threadPath } from './get-chat-thread';

/** Sends a message in the thread; every chat query (the thread, the inbox, the badges) reads again. */
export function useSendMessage(clientId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<ChatMessage>(`${threadPath(clientId)}/messages`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
}
