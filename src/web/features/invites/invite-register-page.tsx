import { CalendarClock, LinkIcon, MailCheck, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { messages } from '@/shared/messages';
import { LoginLayout } from '@/web/features/accounts/login-layout';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { useInvitePreview } from './api/get-invite-preview';
import { InviteRegisterForm } from './invite-register-form';

const pitch = {
  headline: 'Welcome aboard. Your project workspace is ready for you.',
  points: [
    { icon: Sparkles, text: 'One place for tasks, updates and reports' },
    { icon: CalendarClock, text: 'Tell us about your product in 5 to 7 minutes' },
    { icon: MailCheck, text: 'Verify your email, then sign in' },
  ],
};

const loginFooter = (
  <>
    Already have an account?{' '}
    <Link to="/login" className="font-medium text-brand-700 hover:underline">
      Log in
    </Link>
  </>
);

/** /invite/{token} (SPEC §2 invite registration, §4 "Invite link", §8 "Invites"). */
export function InviteRegisterPage() {
  const { token = '' } = useParams();
  const invite = useInvitePreview(token);

  return (
    <LoginLayout
      title="Create your account"
      description="You've been invited to the Agency Portal. Set up your client account below."
      pitch={pitch}
      footer={loginFooter}
    >
      {invite.isPending ? (
        <div role="status" aria-label="Checking your invite link" className="flex flex-col gap-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-11" />
        </div>
      ) : invite.isError ? (
        <InvalidInvite />
      ) : (
        <InviteRegisterForm token={token} companyName={invite.data.companyName} />
      )}
    </LoginLayout>
  );
}

function InvalidInvite() {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-lg border border-red-200 bg-red-50 p-5"
    >
      <LinkIcon className="size-5 text-red-700" aria-hidden />
      <p className="text-sm text-red-800">{messages.invites.invalid}</p>
      <Button asChild variant="outline">
        <Link to="/">Go to Home</Link>
      </Button>
    </div>
  );
}
