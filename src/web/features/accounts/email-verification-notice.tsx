import { MailWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { useSendVerificationEmail } from './api/send-verification-email';

/**
 * Sign-in refused with EMAIL_NOT_VERIFIED: says so and offers a new link. The answer is the same whether
 * or not a link was sent, so it reveals nothing about the account.
 */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toast.success(messages.verification.resent);
    } catch (error) {
      toast.error(errorMessage(error, messages.common.unexpected));
    }
  };
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        {messages.verification.emailNotVerified}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onResend}
        disabled={resend.isPending}
        className="self-start"
      >
        Resend verification email
      </Button>
    </div>
  );
}

// The verification link lands on /login?verified=1; on failure better-auth adds &error=CODE.
const linkErrors: Record<string, string> = {
  TOKEN_EXPIRED: messages.verification.linkExpired,
  INVALID_TOKEN: messages.verification.linkInvalid,
};

/** What the verification link's redirect to the login page means, if it came from one. */
export function VerificationResult() {
  const [params] = useSearchParams();
  const error = params.get('error');
  if (error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {linkErrors[error] ?? messages.verification.linkInvalid}
      </p>
    );
  }
  if (params.get('verified') === '1') {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800"
      >
        {messages.verification.verified}
      </p>
    );
  }
  return null;
}
