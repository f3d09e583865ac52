// SPEC §2 Chat page, admin Messages and §8 chat, quoted exactly; the rest are ours.

/** A message is one thought, not a document: long enough for any real message, short enough to show. */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** Messages one person may send a minute: far above typing speed, well below a script's. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Messages per page of a thread: the newest page first, older ones as the reader scrolls up. */
export const CHAT_PAGE_SIZE = 50;
/**
 * An admin's unread count stops here: the sidebar shows '99+' past 99, and counting every unread message
 * of thousands of threads would read most of the messages table on each page.
 */
export const ADMIN_UNREAD_COUNT_LIMIT = 100;

export const chatMessages = {
  empty: 'No messages yet. Start a conversation with your team!',
  sendFailed: (message: string) => `Failed to send message: ${message}`,
  selectClient: 'Select a client',
  blank: 'Type a message first.',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  rateLimited: 'You are sending messages too fast. Wait a moment and try again.',
  clientNotFound: 'Client Not Found',
} as const;
