import { CheckCircle2, DollarSign, Gift, Handshake, Send, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { REFERRAL_REWARD, referralMessages } from '@/shared/domain/referrals';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { useOwnReferrals } from './api/get-own-referrals';
import { formatAmount } from './format-amount';
import { OwnReferralList } from './own-referral-list';
import { ReferralForm } from './referral-form';
import { ReferralRowSkeletons } from './referral-row-skeletons';
import { ReferralStatCard } from './referral-stat-card';

const reward = formatAmount(REFERRAL_REWARD);

const steps = [
  { icon: Send, title: 'Refer', text: 'Tell us about a business that could use our help.' },
  { icon: Handshake, title: 'We reach out', text: 'Our team contacts them and looks for a fit.' },
  {
    icon: Wallet,
    title: `Earn ${reward}`,
    text: 'When they sign on, we approve your referral and pay you manually.',
  },
];

/** /dashboard/refer (SPEC §2 Refer & Earn): the referral form, the client's referrals and its earnings. */
export function ReferPage() {
  useDocumentTitle('Refer & Earn');
  const referrals = useOwnReferrals();
  const data = referrals.data;
  const shown = (format: (list: NonNullable<typeof data>) => string) =>
    data ? format(data) : referrals.isError ? '–' : undefined;

  return (
    <>
      <PageHeader
        title="Refer & Earn"
        description={`Refer a business to us and earn ${reward} for each successful referral.`}
      />
      <div className="grid gap-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <ReferralStatCard
            label="Approved"
            value={shown((d) => String(d.approvedCount))}
            note="Referrals that became clients"
            icon={CheckCircle2}
            tone="bg-emerald-50 text-emerald-700"
          />
          <ReferralStatCard
            label="Total Earned"
            value={shown((d) => formatAmount(d.totalEarned))}
            note="From approved referrals"
            icon={DollarSign}
            tone="bg-brand-50 text-primary"
          />
          <ReferralStatCard
            label="Reward"
            value={reward}
            note="Per successful referral"
            icon={Gift}
            tone="bg-amber-50 text-amber-700"
            className="col-span-2 sm:col-span-1"
          />
        </div>

        <Card>
          <CardHeader>
            <CardTitle>How it works</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-4 sm:grid-cols-3">
              {steps.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="flex gap-3">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-primary">
                    <Icon className="size-4" aria-hidden />
                  </div>
                  <div>
                    <p className="text-sm font-semibold text-slate-900">
                      {index + 1}. {title}
                    </p>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              Rewards of {reward} are paid manually by our team to the payout method in your{' '}
              <Link
                to="/dashboard/settings"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Settings (Payout Details)
              </Link>
              . Keep it up to date so we know where to send your reward.
            </p>
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Refer a business</CardTitle>
              <CardDescription>We'll reach out to them and keep you posted here.</CardDescription>
            </CardHeader>
            <CardContent>
              <ReferralForm />
            </CardContent>
          </Card>
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle>Your Referrals</CardTitle>
              <CardDescription>Newest first.</CardDescription>
            </CardHeader>
            <CardContent>
              <ListState
                query={referrals}
                isEmpty={data?.referrals.length === 0}
                noun="referrals"
                placeholder={<ReferralRowSkeletons />}
                whenEmpty={{
                  icon: Users,
                  title: referralMessages.emptyOwn,
                  description: 'Businesses you refer appear here, with how each one is going.',
                  className: 'py-10',
                }}
              >
                <OwnReferralList referrals={data?.referrals ?? []} />
              </ListState>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
