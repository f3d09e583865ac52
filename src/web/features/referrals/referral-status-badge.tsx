import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, PhoneCall, XCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ReferralStatus, referralStatusLabels } from '@/shared/domain/referrals';
import { Badge } from '@/web/ui/badge';

const looks: Record<ReferralStatus, { icon: LucideIcon; variant: ComponentProps<typeof Badge>['variant'] }> =
  {
    pending: { icon: Clock, variant: 'warning' },
    contacted: { icon: PhoneCall, variant: 'brand' },
    approved: { icon: CheckCircle2, variant: 'success' },
    rejected: { icon: XCircle, variant: 'danger' },
  };

/** SPEC §4: each referral status with its icon and colour. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { icon: Icon, variant } = looks[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {referralStatusLabels[status]}
    </Badge>
  );
}
