import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmGuestCode, GuestReviewAccess } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { guestAccessQueryKey } from './get-guest-access';
import { guestReviewBase, guestReviewKey } from './review-endpoints';

export function confirmGuestCode(token: string, body: ConfirmGuestCode) {
  return api.post<GuestReviewAccess>(`${guestReviewBase(token)}/confirm`, body);
}

/**
 * The code from the email: right, the server sets this browser's cookie for the link and the page shows the
 * review; wrong, it says so (400), or after too many tries asks for a new code (429).
 */
export function useConfirmGuestCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmGuestCode) => confirmGuestCode(token, body),
    onSuccess: (access) => {
      // A refusal read before (this browser was not confirmed) must not stand in for the review now.
      queryClient.removeQueries({ queryKey: guestReviewKey(token) });
      queryClient.setQueryData(guestAccessQueryKey(token), access);
    },
  });
}
