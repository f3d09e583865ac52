import { useMutation } from '@tanstack/react-query';
import type { ClaimPurchase, PurchaseClaimed } from '@/shared/contracts/purchases';
import { api } from '@/web/lib/api-client';

export const claimPurchase = ({ sessionId, ...claim }: ClaimPurchase & { sessionId: string }) =>
  api.post<PurchaseClaimed>(`/api/purchases/${encodeURIComponent(sessionId)}/claim`, claim);

/** Creates the buyer's client account and links the paid order to it. */
export function useClaimPurchase() {
  return useMutation({ mutationFn: claimPurchase });
}
