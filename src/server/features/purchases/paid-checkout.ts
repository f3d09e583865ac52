import { CHECKOUT_SESSION_ID_PATTERN } from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import type { CheckoutSummary } from '../../payments/payments';

/** The provider's word that this session is paid, or SPEC §8's 'Invalid session. Please try again.' */
export async function paidCheckout({
  deps,
  sessionId,
}: {
  deps: Pick<AppDeps, 'payments'>;
  sessionId: string;
}): Promise<CheckoutSummary> {
  if (!CHECKOUT_SESSION_ID_PATTERN.test(sessionId))
    throw new AppError('not_found', messages.purchase.invalidSession);
  let checkout: CheckoutSummary | null;
  try {
    checkout = await deps.payments.retrieveCheckout(sessionId);
  } catch (error) {
    console.error('Could not retrieve checkout session', sessionId, error);
    throw new AppError('internal', messages.purchase.paymentCheckFailed);
  }
  if (!checkout) throw new AppError('not_found', messages.purchase.invalidSession);
  if (!checkout.paid) throw new AppError('conflict', messages.purchase.notPaid);
  return checkout;
}
