import type { ChatMessage } from '@/shared/contracts/chat';

/** SPEC §2 Overview: an activity's text is cut to this many characters. */
export const ACTIVITY_TEXT_MAX = 100;

/**
 * The text as one line of at most 100 characters, with an ellipsis when it was cut. Counts characters
 * as people see them (an emoji is one), so a cut never splits one in half.
 */
export function activityExcerpt(text: string, max = ACTIVITY_TEXT_MAX): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/**
 * Who wrote a message, as the client reads it, in the chat screen's words: their own messages read
 * 'You', the staff member who wrote by name, SPEC §6's 'Team Member' where no name is known.
 */
export function messageSenderLabel(message: ChatMessage, viewerId: string | undefined): string {
  if (message.sender.id !== null && message.sender.id === viewerId) return 'You';
  if (message.sender.role === 'client') return message.sender.name ?? 'Client';
  return message.sender.name ?? 'Team Member';
}
