import { CHECKOUT_SESSION_ID_PATTERN } from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { CheckoutSummary, Payments } from '../../payments/payments';

/** The provider's word that this session is paid, or SPEC §8's 'Invalid session. Please try again.' */
export async function paidCheckout({
  payments,
  sessionId,
}: {
  payments: Payments;
  sessionId: string;
}): Promise<CheckoutSummary> {
  if (!CHECKOUT_SESSION_ID_PATTERN.test(sessionId))
    throw new AppError('not_found', messages.purchase.invalidSession);
  let checkout: CheckoutSummary | null;
  try {
    checkout = await payments.retrieveCheckout(sessionId);
  } catch (error) {
    console.error('Could not retrieve checkout session', sessionId, error);
    throw new AppError('internal', messages.purchase.paymentCheckFailed);
  }
  // A checkout that paid an invoice is a client's payment, never a purchase to open an account with.
  if (!checkout || checkout.invoiceId !== null)
    throw new AppError('not_found', messages.purchase.invalidSession);
  if (!checkout.paid) throw new AppError('conflict', messages.purchase.notPaid);
  return checkout;
}
