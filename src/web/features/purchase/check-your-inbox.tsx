import { ArrowRight, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { PurchaseClaimed } from '@/shared/contracts/purchases';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { useResendVerification } from './api/resend-verification';

/**
 * What a buyer sees once their account is created (decision 003): it cannot be signed in before the
 * address is verified, so the page says exactly what comes next instead of leaving them at a sign-in form.
 * It reads the same for an address that already had an account (decision 010): the email sent there says
 * what to do instead.
 */
export function CheckYourInbox({ claimed }: { claimed: PurchaseClaimed }) {
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync(claimed.email);
      toast.success(messages.verification.resent);
    } catch (error) {
      toast.error(errorMessage(error, messages.common.unexpected));
    }
  };

  return (
    <section aria-labelledby="check-inbox-title" className="flex flex-col gap-6">
      <div className="flex gap-4 rounded-xl border border-brand-100 bg-brand-50/60 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-primary ring-1 ring-brand-100">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          <h2 id="check-inbox-title" className="text-base font-semibold text-slate-900">
            {claimed.verificationEmailSent ? 'We sent you an email' : 'Your email is delayed'}
          </h2>
          <p>
            {claimed.verificationEmailSent ? 'It went to' : 'We could not send it just now to'}{' '}
            <strong className="block font-semibold [overflow-wrap:anywhere] text-slate-900">
              {claimed.email}
            </strong>
            {claimed.verificationEmailSent ? null : ' Ask for it again below.'}
          </p>
        </div>
      </div>

      <ol className="flex flex-col gap-3 text-sm text-slate-700">
        <li className="flex gap-3">
          <Step n={1} />
          <span>Open the link in that email to verify your address.</span>
        </li>
        <li className="flex gap-3">
          <Step n={2} />
          <span>Sign in with the email and password you just chose.</span>
        </li>
        <li className="flex gap-3">
          <Step n={3} />
          <span>Your dashboard opens with a short welcome to get your project started.</span>
        </li>
      </ol>

      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/login">
            Sign in once verified
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={onResend}
          disabled={resend.isPending}
          className="sm:flex-1"
        >
          Resend verification email
        </Button>
      </div>
    </section>
  );
}

function Step({ n }: { n: number }) {
  return (
    <span
      aria-hidden
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white"
    >
      {n}
    </span>
  );
}
