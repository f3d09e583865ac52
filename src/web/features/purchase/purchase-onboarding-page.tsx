import { CalendarClock, MailCheck, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { PurchaseClaimed } from '@/shared/contracts/purchases';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { AuthLayout } from '@/web/ui/auth-layout';
import { PageLoader } from '@/web/ui/page-loader';
import { usePurchase } from './api/get-purchase';
import { CheckYourInbox } from './check-your-inbox';
import { PurchaseOnboardingForm } from './purchase-onboarding-form';

const pitch = {
  headline: 'Thank you for your purchase. Let’s set up your workspace.',
  points: [
    { icon: PartyPopper, text: 'Your payment is confirmed' },
    { icon: MailCheck, text: 'Create your account and verify your email' },
    { icon: CalendarClock, text: 'Then tell us about your product in 5 to 7 minutes' },
  ],
};

/** /onboarding?session_id=…&service_tier=… (SPEC §2 and §8 "Purchase onboarding"). */
export function PurchaseOnboardingPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  // The service_tier query is only a hint for the pages before this one: what was bought is the server's
  // word (the payment provider's), so the description below uses that alone.
  const purchase = usePurchase(sessionId);
  const [claimed, setClaimed] = useState<PurchaseClaimed | null>(null);
  // A missing or unknown session sends the visitor home; other failures (already claimed, not paid yet)
  // keep them here with the server's explanation.
  const invalid = sessionId === '' || (purchase.error instanceof ApiError && purchase.error.status === 404);

  useEffect(() => {
    if (invalid) toast.error(messages.purchase.invalidSession, { id: 'purchase-session' });
  }, [invalid]);

  if (claimed) {
    return (
      <AuthLayout
        title="Check your inbox"
        description="Your account is created. Verify your email address, then sign in to your dashboard."
        pitch={pitch}
        footer="No email after a few minutes? Look in your spam or promotions folder, or resend it."
      >
        <CheckYourInbox claimed={claimed} />
      </AuthLayout>
    );
  }
  if (invalid) return <Navigate to="/" replace />;
  if (purchase.isPending) return <PageLoader label={messages.purchase.verifying} />;

  return (
    <AuthLayout
      title="Create your account"
      description={
        purchase.data?.serviceTier
          ? `You purchased ${purchase.data.serviceTier}. Set up your client account to get started.`
          : 'Set up your client account to get started.'
      }
      pitch={pitch}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {purchase.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {errorMessage(purchase.error, messages.purchase.paymentCheckFailed)}
        </p>
      ) : (
        <PurchaseOnboardingForm
          sessionId={sessionId}
          customerEmail={purchase.data.customerEmail}
          onCreated={setClaimed}
        />
      )}
    </AuthLayout>
  );
}
