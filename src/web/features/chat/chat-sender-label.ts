import type { ChatMessage } from '@/shared/contracts/chat';

/**
 * Who wrote a message, as the reader sees it: their own messages read 'You'. Staff members read by name
 * to both sides (issue 47), SPEC §6's 'Team Member' where no name is known. A client's side is a company
 * of people (decision 042): the person who opened it, whose id is the company's, reads as the company to
 * an admin (`clientName`, as it always did); a teammate by their own name, as teammates see each other.
 */
export function chatSenderLabel(message: ChatMessage, viewer: { id: string; clientName?: string }): string {
  const { sender } = message;
  if (sender.id !== null && sender.id === viewer.id) return 'You';
  if (sender.role === 'client') {
    const companyOpener = sender.id === message.clientId;
    return (
      (companyOpener ? (viewer.clientName ?? sender.name) : (sender.name ?? viewer.clientName)) ?? 'Client'
    );
  }
  return sender.name ?? 'Team Member';
}
