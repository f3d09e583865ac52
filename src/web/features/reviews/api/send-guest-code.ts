import { useMutation } from '@tanstack/react-query';
import type { GuestCodeSent } from '@/shared/contracts/reviews';
import { apiFetch } from '@/web/lib/api-client';
import { guestReviewBase } from './review-endpoints';

/** A bodiless POST: the server mails a new one-time code to the invited address. */
export function sendGuestCode(token: string) {
  return apiFetch<GuestCodeSent>(`${guestReviewBase(token)}/code`, { method: 'POST' });
}

/** Sends the guest a code; the server refuses (429) another within its interval. */
export function useSendGuestCode(token: string) {
  return useMutation({ mutationFn: () => sendGuestCode(token) });
}
