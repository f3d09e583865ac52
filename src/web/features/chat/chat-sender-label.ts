import type { ChatMessage } from '@/shared/contracts/chat';

/**
 * Who wrote a message, as the reader sees it: their own messages read 'You'. A client sees the team as
 * 'Team Member' (SPEC §6, decision 005); an admin sees the client by name and colleagues by theirs.
 */
export function chatSenderLabel(message: ChatMessage, viewer: { id: string; clientName?: string }): string {
  if (message.sender.id !== null && message.sender.id === viewer.id) return 'You';
  if (message.sender.role === 'client') return viewer.clientName ?? message.sender.name ?? 'Client';
  return message.sender.name ?? 'Team Member';
}
