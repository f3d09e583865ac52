import { CheckCircle2, Clock, DollarSign, Users } from 'lucide-react';
import { referralMessages } from '@/shared/domain/referrals';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { useAllReferrals } from './api/get-all-referrals';
import { formatAmount } from './format-amount';
import { ReferralRowSkeletons } from './referral-row-skeletons';
import { ReferralStatCard } from './referral-stat-card';
import { ReferralsTable } from './referrals-table';

/**
 * /admin/referrals (SPEC §2 Referrals Management): summary cards over every referral, and the referrals a
 * page at a time, decided here.
 */
export function ReferralsManagementPage() {
  useDocumentTitle('Referrals');
  const { pages, referrals, summary } = useAllReferrals();
  const shown = (value: number | undefined, format: (n: number) => string = String) =>
    value !== undefined ? format(value) : pages.isError ? '–' : undefined;

  return (
    <>
      <PageHeader title="Referrals Management" description="Review client referrals and record rewards." />
      <div className="grid gap-6">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <ReferralStatCard
            label="Total Referrals"
            value={shown(summary?.total)}
            note="From every client"
            icon={Users}
            tone="bg-sky-50 text-sky-700"
          />
          <ReferralStatCard
            label="Pending"
            value={shown(summary?.pending)}
            note="Waiting for a decision"
            icon={Clock}
            tone="bg-amber-50 text-amber-700"
          />
          <ReferralStatCard
            label="Approved"
            value={shown(summary?.approved)}
            note="Rewards earned"
            icon={CheckCircle2}
            tone="bg-emerald-50 text-emerald-700"
          />
          <ReferralStatCard
            label="Total Earned"
            value={shown(summary?.totalEarned, formatAmount)}
            note="To pay out manually"
            icon={DollarSign}
            tone="bg-brand-50 text-primary"
          />
        </div>
        <Card className="overflow-hidden">
          <CardHeader className="pb-4 sm:pb-4">
            <CardTitle>All Referrals</CardTitle>
            <CardDescription>Approve or reject pending referrals; rewards are paid manually.</CardDescription>
          </CardHeader>
          <ListState
            query={pages}
            isEmpty={referrals.length === 0}
            noun="referrals"
            placeholder={<ReferralRowSkeletons rows={4} />}
            whenEmpty={{
              icon: Users,
              title: referralMessages.emptyAll,
              description: 'Referrals your clients submit from Refer & Earn appear here.',
            }}
            className="p-5 pt-0 sm:p-6 sm:pt-0"
          >
            <div className="border-t">
              <ReferralsTable referrals={referrals} />
              <ShowMoreButton
                pages={pages}
                label="Show more referrals"
                failure="Could not load more referrals. Try again."
                className="border-t p-4"
              />
            </div>
          </ListState>
        </Card>
      </div>
    </>
  );
}
