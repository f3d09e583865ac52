import type { Referral } from '@/shared/contracts/referrals';
import { formatDate } from '@/web/lib/format';
import { WindowVirtualList } from '@/web/ui/window-virtual-list';
import { EmailText } from './email-text';
import { formatAmount } from './format-amount';
import { ReferralStatusBadge } from './referral-status-badge';

const referralId = (referral: Referral) => referral.id;

/** One referral: whom, when, its status and, once approved, what it earned. */
function renderReferral(referral: Referral) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 break-words">{referral.referredName}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          <EmailText email={referral.referredEmail} />
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {referral.referredCompany ? `${referral.referredCompany} · ` : ''}
          Referred {formatDate(referral.createdAt)}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <ReferralStatusBadge status={referral.status} />
        {referral.status === 'approved' && referral.earnedAmount !== null ? (
          <p className="text-sm font-medium text-emerald-700">Earned {formatAmount(referral.earnedAmount)}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The client's referrals, newest first, each with its status and, once approved, what it earned; rendered
 * near the screen only, as a client may refer hundreds.
 */
export function OwnReferralList({ referrals }: { referrals: Referral[] }) {
  return (
    <div className="rounded-lg border">
      <WindowVirtualList
        label="Your referrals"
        items={referrals}
        itemKey={referralId}
        renderItem={renderReferral}
        // A row of three lines; wrapped ones (phones, long names) are measured.
        estimatedHeight={94}
        gap={0}
        // A line between rows, as divide-y drew before the list was virtual.
        className="[&>li:not([data-index='0'])]:border-t"
      />
    </div>
  );
}
