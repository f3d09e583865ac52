import {
  CalendarClock,
  LinkIcon,
  LoaderCircle,
  MailCheck,
  RefreshCw,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { InvitePreview } from '@/shared/contracts/invites';
import { clientRoleLabels } from '@/shared/domain/client-roles';
import { isStaff } from '@/shared/domain/roles';
import { messages } from '@/shared/messages';
import { arrivedPrerendered } from '@/web/lib/prerendered-page';
import { AuthLayout } from '@/web/ui/auth-layout';
import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { useInvitePreview } from './api/get-invite-preview';
import { isDeadInvite } from './invite-failure';
import { InviteRegisterForm } from './invite-register-form';

const pitch = {
  headline: 'Welcome aboard. Your project workspace is ready for you.',
  points: [
    { icon: Sparkles, text: 'One place for tasks, updates and reports' },
    { icon: CalendarClock, text: 'Tell us about your product in 5 to 7 minutes' },
    { icon: MailCheck, text: 'Verify your email, then sign in' },
  ],
};

const adminPitch = {
  headline: 'Welcome to the team. The agency dashboard is ready for you.',
  points: [
    { icon: Sparkles, text: 'Clients, tasks, messages and files in one place' },
    { icon: ShieldCheck, text: 'One link, one account: this link works once' },
    { icon: MailCheck, text: 'Verify your email, then sign in at the admin login' },
  ],
};

const managerPitch = {
  headline: 'Welcome to the team. Your clients will be waiting for you.',
  points: [
    { icon: Users, text: 'The clients assigned to you: tasks, messages and files' },
    { icon: ShieldCheck, text: 'One link, one account: this link works once' },
    { icon: MailCheck, text: 'Verify your email, then sign in at the admin login' },
  ],
};

const teammatePitch = {
  headline: "Your team's workspace is ready for you.",
  points: [
    { icon: Users, text: 'Tasks, updates, chat and files, shared with your team' },
    { icon: ShieldCheck, text: 'Your own login: one link, one account' },
    { icon: MailCheck, text: 'Verify your email, then sign in' },
  ],
};

/** What the page says above the form: a client's own account, a teammate's, an admin's or an account manager's. */
function inviteHeading(invite: InvitePreview | undefined) {
  if (invite?.role === 'admin') {
    return {
      title: 'Create your admin account',
      description: "You've been invited to join the agency team. Set up your admin account below.",
      pitch: adminPitch,
    };
  }
  if (invite?.role === 'manager') {
    return {
      title: 'Join the team as an account manager',
      description:
        "You've been invited to join the agency team as an account manager. Set up your account below.",
      pitch: managerPitch,
    };
  }
  if (invite?.joins) {
    const { companyName, role } = invite.joins;
    return {
      title: companyName ? `Join ${companyName}` : 'Join your team',
      description: `You've been invited to join ${companyName ?? 'your team'} on the Agency Portal. Your role: ${clientRoleLabels[role]}. Set up your login below.`,
      pitch: teammatePitch,
    };
  }
  return {
    title: 'Create your account',
    description: "You've been invited to the Agency Portal. Set up your client account below.",
    pitch,
  };
}

const loginFooter = (to: string) => (
  <>
    Already have an account?{' '}
    <Link to={to} className="font-medium text-primary hover:underline">
      Log in
    </Link>
  </>
);

/** /invite/{token} (SPEC §2 invite registration, §4 "Invite link", §8 "Invites"). */
export function InviteRegisterPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const [prerendered] = useState(() => arrivedPrerendered(pathname));
  const invite = useInvitePreview(token, prerendered);
  // Agency staff, an admin or an account manager, sign in at the admin login (decision 043).
  const staff = isStaff(invite.data?.role);
  const heading = inviteHeading(invite.data);

  return (
    <AuthLayout
      title={heading.title}
      description={heading.description}
      pitch={heading.pitch}
      footer={loginFooter(staff ? '/admin/login' : '/login')}
    >
      {invite.isPending ? (
        <div role="status" aria-label="Checking your invite link" className="flex flex-col gap-4">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-11" />
        </div>
      ) : invite.isError && isDeadInvite(invite.error) ? (
        <InvalidInvite />
      ) : invite.isError ? (
        <InviteCheckFailed retrying={invite.isFetching} onRetry={() => void invite.refetch()} />
      ) : (
        // Keyed by who registers: a staff member's or a teammate's link, checked after the prerendered client
        // form showed, gets its own form.
        <InviteRegisterForm
          key={`${invite.data.role}:${invite.data.joins ? 'joins' : 'opens'}`}
          token={token}
          companyName={invite.data.companyName}
          role={invite.data.role}
          joins={invite.data.joins !== null}
          email={invite.data.email}
        />
      )}
    </AuthLayout>
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

/** The server or the network failed, which says nothing about the link: offer to check it again. */
function InviteCheckFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-lg border border-amber-200 bg-amber-50 p-5"
    >
      <TriangleAlert className="size-5 text-amber-700" aria-hidden />
      <p className="text-sm text-amber-900">{messages.invites.checkFailed}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
        Try again
      </Button>
    </div>
  );
}
