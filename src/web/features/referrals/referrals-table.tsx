import type { AdminReferral } from '@/shared/contracts/referrals';
import { formatDate } from '@/web/lib/format';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import {
  ContactDetails,
  DecisionButtons,
  PayoutDetails,
  ReferrerDetails,
  StatusDetails,
} from './referral-parts';

const columns = ['Referrer', 'Payout Details', 'Referred Contact', 'Status', 'Date', 'Actions'];

/** Every referral: a table on wide screens, one card per referral on phones. */
export function ReferralsTable({ referrals }: { referrals: AdminReferral[] }) {
  return useIsMobile() ? <ReferralCards referrals={referrals} /> : <WideTable referrals={referrals} />;
}

function WideTable({ referrals }: { referrals: AdminReferral[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Referrals, newest first</caption>
        <thead className="border-b bg-slate-50 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {column === 'Actions' ? <span className="sr-only">{column}</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {referrals.map((referral) => (
            <tr key={referral.id} className="align-top" data-testid="referral-row">
              <td className="px-4 py-4">
                <ReferrerDetails referral={referral} />
              </td>
              <td className="px-4 py-4">
                <PayoutDetails referral={referral} />
              </td>
              <td className="px-4 py-4">
                <ContactDetails referral={referral} />
              </td>
              <td className="px-4 py-4">
                <StatusDetails referral={referral} />
              </td>
              <td className="px-4 py-4 whitespace-nowrap text-muted-foreground">
                {formatDate(referral.createdAt)}
              </td>
              <td className="px-4 py-4">
                <DecisionButtons referral={referral} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReferralCards({ referrals }: { referrals: AdminReferral[] }) {
  return (
    <ul className="divide-y" aria-label="Referrals, newest first">
      {referrals.map((referral) => (
        <li key={referral.id} className="grid gap-3 p-4" data-testid="referral-row">
          <div className="flex items-start justify-between gap-3">
            <ContactDetails referral={referral} />
            <span className="shrink-0 text-xs text-muted-foreground">{formatDate(referral.createdAt)}</span>
          </div>
          <StatusDetails referral={referral} />
          <dl className="grid gap-3 rounded-lg bg-slate-50 p-3">
            <div>
              <dt className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Referrer
              </dt>
              <dd>
                <ReferrerDetails referral={referral} />
              </dd>
            </div>
            <div>
              <dt className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Payout Details
              </dt>
              <dd>
                <PayoutDetails referral={referral} />
              </dd>
            </div>
          </dl>
          <DecisionButtons referral={referral} />
        </li>
      ))}
    </ul>
  );
}
