import { messages } from '@/shared/messages';
import { ApiError, errorMessage, isCrossSiteRefusal } from '@/web/lib/api-client';

/** SPEC §8 "Profile": not signed in, the server's reason, or the general failure. */
export function profileSaveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return messages.profile.notLoggedIn;
  if (isCrossSiteRefusal(error)) return errorMessage(error, messages.profile.updateFailed);
  if (error instanceof ApiError && error.fromServer) return messages.profile.updateFailedWith(error.message);
  return messages.profile.updateFailed;
}

/** SPEC §8 "Profile" logo messages; a refusal the server explains (size, type, an unsafe SVG) in its words. */
export function logoUploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return messages.profile.logoNotLoggedIn;
  if (error instanceof ApiError && error.fromServer && [413, 415, 429, 507].includes(error.status)) {
    return error.message;
  }
  return messages.profile.logoFailed;
}
