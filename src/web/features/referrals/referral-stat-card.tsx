import type { LucideIcon } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { Card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

type ReferralStatCardProps = {
  label: string;
  /** Undefined while loading. */
  value: string | undefined;
  note: string;
  icon: LucideIcon;
  tone: string;
  className?: string;
};

/** One summary number (Approved, Total Earned, Pending …) with what it counts. */
export function ReferralStatCard({ label, value, note, icon: Icon, tone, className }: ReferralStatCardProps) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <section aria-label={label} className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          {value === undefined ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p
              className="mt-1 text-2xl font-semibold sm:text-3xl tracking-tight text-slate-900"
              data-testid="stat-value"
            >
              {value}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{note}</p>
        </div>
        <div className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}>
          <Icon className="size-5" aria-hidden />
        </div>
      </section>
    </Card>
  );
}
