import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';

/**
 * SPEC §8 "Client onboarding": what a failed save tells the client. A 5xx already carries the generic
 * sentence (or an internal one not worth quoting), and a network failure or a silent answer says nothing,
 * so those all get the generic sentence; only a server's 4xx explanation is quoted.
 */
export function saveFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.onboarding.saveFailed;
  if (error.status === 401) return messages.onboarding.notLoggedIn;
  if (error.status === 409) return messages.onboarding.alreadyCompleted;
  if (error.status >= 500 || !error.fromServer) return messages.onboarding.saveFailed;
  return messages.onboarding.saveFailedWith(error.message);
}
