import { CircleCheck } from 'lucide-react';
import { buttonVariants } from '@/web/ui/button';
import { PageLink, usePublicLocation } from '../navigation/public-navigation';
import { useDocumentMeta } from '../seo/use-document-meta';
import { PaymentLayout } from './payment-layout';
import { useHydrated } from './use-hydrated';

/** SPEC §2: reads session_id and promises a confirmation email within 5 minutes. */
export function PaymentSuccessPage() {
  useDocumentMeta('/payment-success');
  const hydrated = useHydrated();
  const query = new URLSearchParams(usePublicLocation().search);
  const sessionId = hydrated ? query.get('session_id') : null;
  // The account is created on the onboarding page, which verifies this checkout session (SPEC §2).
  const onboarding = new URLSearchParams({ session_id: sessionId ?? '' });
  const tier = query.get('service_tier');
  if (tier) onboarding.set('service_tier', tier);

  return (
    <PaymentLayout icon={CircleCheck} tone="success" title="Payment successful">
      <p className="mt-4 text-lg leading-relaxed text-slate-600">
        Thank you, and welcome aboard. A confirmation email is on its way and should reach you within 5
        minutes.
      </p>
      <p className="mt-3 text-sm text-slate-500">
        Nothing after 5 minutes? Check your spam or promotions folder.
      </p>
      {sessionId ? (
        <>
          <div className="mt-8 rounded-xl bg-slate-50 p-5 text-left">
            <h2 className="font-semibold text-slate-900">Next: create your client account</h2>
            <p className="mt-1 text-sm text-slate-600">
              It takes a minute, and gives you your dashboard: tasks, updates, reports and chat with the team.
            </p>
            <a href={`/onboarding?${onboarding}`} className={`${buttonVariants({ size: 'lg' })} mt-4 w-full`}>
              Create my account
            </a>
          </div>
          <p className="mt-4 text-xs break-all text-slate-500">Payment reference: {sessionId}</p>
        </>
      ) : (
        <PageLink to="/" className={`${buttonVariants({ variant: 'outline', size: 'lg' })} mt-8`}>
          Back to home
        </PageLink>
      )}
    </PaymentLayout>
  );
}
