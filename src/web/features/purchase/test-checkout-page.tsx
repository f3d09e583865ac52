import { zodResolver } from '@hookform/resolvers/zod';
import { CircleOff, FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RETAINER_SERVICE_TIER, testCheckoutSchema } from '@/shared/contracts/purchases';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BackHomeLink } from '@/web/ui/back-home-link';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Logo } from '@/web/ui/logo';
import { useCreateTestCheckout } from './api/create-test-checkout';

// The page picks the tier from its address; the visitor types only the email, which may stay empty.
const emailSchema = testCheckoutSchema.pick({ email: true });

/**
 * /test-checkout?service_tier=…: stands in for the payment provider's hosted checkout where there is none
 * (outside production, without Stripe). Paying records a paid order and goes on exactly as the provider
 * would, to /payment-success?session_id=…. Where the server has no test checkout it says so.
 */
export function TestCheckoutPage() {
  useDocumentTitle('Test checkout');
  const [params] = useSearchParams();
  const serviceTier = params.get('service_tier')?.trim().slice(0, 200) || RETAINER_SERVICE_TIER;
  const checkout = useCreateTestCheckout();
  const unavailable = checkout.error instanceof ApiError && checkout.error.status === 404;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailSchema>, unknown, z.output<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { redirectUrl } = await checkout.mutateAsync({ serviceTier, email });
      // A full page load, as the provider's redirect would be.
      window.location.assign(redirectUrl);
    } catch {
      // Shown below from the mutation's state.
    }
  });
  // From the click until the browser has left the page.
  const paying = checkout.isPending || checkout.isSuccess;

  return (
    <div className="flex min-h-svh flex-col bg-slate-50 px-4 py-6 sm:px-8">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between">
        <Link to="/" className="rounded-lg">
          <Logo />
        </Link>
        <BackHomeLink />
      </header>

      <main className="flex flex-1 items-center justify-center py-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Badge variant="warning">
            <FlaskConical aria-hidden />
            Test mode
          </Badge>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">Checkout</h1>
          <p className="mt-1.5 text-sm text-muted-foreground">
            This is a local test checkout: no card is asked for and nothing is charged. Paying records a paid
            order, as the payment provider would, so you can try the buyer's journey end to end.
          </p>

          <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
            <div className="flex items-start justify-between gap-4 p-4">
              <dt className="text-slate-600">Plan</dt>
              <dd className="text-right font-semibold text-slate-900">{serviceTier}</dd>
            </div>
            <div className="flex items-start justify-between gap-4 p-4">
              <dt className="text-slate-600">Due today</dt>
              <dd className="text-right font-semibold whitespace-nowrap text-slate-900">No charge (test)</dd>
            </div>
          </dl>

          {unavailable ? (
            <div
              role="alert"
              className="mt-6 flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-slate-100 p-5"
            >
              <CircleOff className="size-5 text-slate-700" aria-hidden />
              <p className="font-semibold text-slate-900">{messages.purchase.testCheckoutUnavailable}</p>
              <p className="text-sm text-slate-700">{messages.purchase.testCheckoutUnavailableWhy}</p>
              <Button asChild variant="outline">
                <Link to="/">Go to Home</Link>
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
              <FormField
                id="checkout-email"
                label="Email"
                mark="optional"
                hint="The confirmation email goes here, and the account form starts with it."
                error={errors.email?.message}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  {...register('email')}
                />
              </FormField>
              {checkout.isError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                >
                  {errorMessage(checkout.error, messages.purchase.testCheckoutFailed)}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={paying} className="w-full">
                {paying ? <LoaderCircle className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
                {paying ? 'Processing payment...' : 'Pay'}
              </Button>
              <p className="text-center text-sm text-slate-600">
                Changed your mind?{' '}
                <a href="/payment-canceled" className="font-medium text-primary hover:underline">
                  Cancel
                </a>
              </p>
            </form>
          )}
        </div>
      </main>
    </div>
  );
}
