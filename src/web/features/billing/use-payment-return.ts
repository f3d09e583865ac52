import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { billingMessages } from '@/shared/domain/billing';
import { toast } from '@/web/lib/toast';

/** How long the page keeps asking whether a returning payer's invoice is paid yet. */
const CONFIRMING_FOR_MS = 2 * 60_000;

/**
 * The way back from Stripe's checkout (`?invoice=…&payment=done|cancelled`): says what happened, and while
 * the webhook that marks the invoice paid may still be on its way, names the invoice being confirmed so
 * the list can ask again until it shows paid. The address is then cleaned, so a reload says nothing twice.
 */
export function usePaymentReturn(): { confirmingId: string | null } {
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState<{ id: string; until: number } | null>(null);
  const outcome = params.get('payment');
  const invoiceId = params.get('invoice');

  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'done' && invoiceId) {
      toast.success(billingMessages.paymentConfirming);
      setConfirming({ id: invoiceId, until: Date.now() + CONFIRMING_FOR_MS });
    } else if (outcome === 'cancelled') toast.info(billingMessages.paymentCancelled);
    setParams({}, { replace: true });
  }, [outcome, invoiceId, setParams]);

  useEffect(() => {
    if (!confirming) return;
    const stop = setTimeout(() => setConfirming(null), confirming.until - Date.now());
    return () => clearTimeout(stop);
  }, [confirming]);

  return { confirmingId: confirming?.id ?? null };
}
