import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';

/**
 * Whether the server refused the link itself: 404 for an invalid, expired or used token, 400 for one
 * that is not even token-shaped. Anything else (a 5xx, no connection) says nothing about the link, so
 * the page offers to check again instead of calling a good link dead.
 */
export function isDeadInvite(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * SPEC §8 "Invites": 'Registration failure: the message or 'Failed to create account''. The message is
 * the server's explanation of a refusal (link used meanwhile, password too common); a 5xx's text is
 * internal. An email that already has an account is no refusal: the server answers it like a new one.
 */
export function registrationFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.fromServer && error.status < 500
    ? error.message
    : messages.invites.registerFailed;
}
