import { CircleX } from 'lucide-react';
import { buttonVariants } from '@/web/ui/button';
import { ApplyButton } from '../application/apply-button';
import { PageLink } from '../navigation/public-navigation';
import { useDocumentMeta } from '../seo/use-document-meta';
import { PaymentLayout } from './payment-layout';

/** SPEC §2: says no charge was made and promises a reply within 2 hours. */
export function PaymentCanceledPage() {
  useDocumentMeta('/payment-canceled');
  return (
    <PaymentLayout icon={CircleX} tone="neutral" title="Payment canceled">
      <p className="mt-4 text-lg leading-relaxed text-slate-600">
        Your payment was canceled and no charge was made. Your card has not been billed.
      </p>
      <p className="mt-3 text-slate-600">
        Want to talk it through first? Book a free strategy call and we will reply within 2 hours.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ApplyButton size="lg">Book Your Free Strategy Call</ApplyButton>
        <PageLink to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Back to home
        </PageLink>
      </div>
    </PaymentLayout>
  );
}
