import type { AdminReferral } from '@/shared/contracts/referrals';
import { formatDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { DecisionDialog } from './decision-dialog';
import { EmailText } from './email-text';
import { formatAmount } from './format-amount';
import { ReferralStatusBadge } from './referral-status-badge';

// The pieces of one referral that the admin's table (wide screens) and cards (phones) both show.

export function ReferrerDetails({ referral }: { referral: AdminReferral }) {
  const { name, email, companyName } = referral.referrer;
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">{name || email || 'Unknown client'}</p>
      {name && email ? (
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          <EmailText email={email} />
        </p>
      ) : null}
      {companyName ? <p className="text-xs text-muted-foreground">{companyName}</p> : null}
    </div>
  );
}

export function PayoutDetails({ referral }: { referral: AdminReferral }) {
  const { method, address, notes } = referral.payout;
  if (!method && !address && !notes) {
    return <p className="text-sm text-muted-foreground italic">No payout details yet</p>;
  }
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium text-slate-900">{method || 'Method not set'}</p>
      {address ? <p className="[overflow-wrap:anywhere] text-slate-700">{address}</p> : null}
      {notes ? <p className="text-xs break-words text-muted-foreground">{notes}</p> : null}
    </div>
  );
}

export function ContactDetails({ referral }: { referral: AdminReferral }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">{referral.referredName}</p>
      <a
        href={`mailto:${referral.referredEmail}`}
        className="text-sm [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
      >
        <EmailText email={referral.referredEmail} />
      </a>
      {referral.referredCompany ? (
        <p className="text-xs text-muted-foreground">{referral.referredCompany}</p>
      ) : null}
      {referral.message ? (
        <p className="mt-1 line-clamp-3 text-xs break-words text-slate-600" title={referral.message}>
          “{referral.message}”
        </p>
      ) : null}
    </div>
  );
}

export function StatusDetails({ referral }: { referral: AdminReferral }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ReferralStatusBadge status={referral.status} />
      {referral.status === 'approved' && referral.earnedAmount !== null ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-emerald-700">{formatAmount(referral.earnedAmount)}</span>
          {referral.approvedBy ? ` · by ${referral.approvedBy.name}` : ''}
          {referral.approvedAt ? ` · ${formatDate(referral.approvedAt)}` : ''}
        </p>
      ) : null}
      {referral.adminNotes ? (
        <p className="max-w-56 text-xs break-words text-muted-foreground">{referral.adminNotes}</p>
      ) : null}
    </div>
  );
}

/** SPEC §4: only pending referrals show Approve and Reject. */
export function DecisionButtons({ referral }: { referral: AdminReferral }) {
  if (referral.status !== 'pending') return null;
  const who = referral.referredName;
  return (
    <div className="flex flex-wrap gap-2">
      <DecisionDialog
        referral={referral}
        action="approve"
        trigger={
          <Button size="sm" aria-label={`Approve referral of ${who}`}>
            Approve
          </Button>
        }
      />
      <DecisionDialog
        referral={referral}
        action="reject"
        trigger={
          <Button size="sm" variant="outline" aria-label={`Reject referral of ${who}`}>
            Reject
          </Button>
        }
      />
    </div>
  );
}
