import { useMutation } from '@tanstack/react-query';
import type { TestCheckoutCreated, TestCheckoutInput } from '@/shared/contracts/purchases';
import { api } from '@/web/lib/api-client';

export const createTestCheckout = (input: TestCheckoutInput) =>
  api.post<TestCheckoutCreated>('/api/purchases/test-checkout', input);

/** A paid checkout without a payment provider (outside production only); answers 404 where there is none. */
export function useCreateTestCheckout() {
  return useMutation({ mutationFn: createTestCheckout });
}
