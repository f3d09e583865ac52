import type { LucideIcon } from 'lucide-react';
import { ArrowRight, CheckCircle2, Clock, Megaphone, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { TaskSummary } from '@/shared/contracts/tasks';
import { cn } from '@/web/lib/cn';
import { Card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

type Stat = {
  label: string;
  value: number;
  note: string;
  icon: LucideIcon;
  tone: string;
  /** Where the whole card leads, when it does. */
  to?: string;
};

function stats(summary: TaskSummary): Stat[] {
  return [
    {
      label: 'Completed Tasks',
      value: summary.completedTasks,
      note: 'Approved by the team',
      icon: CheckCircle2,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Active Tasks',
      value: summary.activeTasks,
      note: 'Currently in progress',
      icon: PlayCircle,
      tone: 'bg-brand-50 text-primary',
    },
    {
      label: 'Tasks Due',
      value: summary.tasksDue,
      note: `${summary.activeTasks} in progress`,
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      label: 'Project Updates',
      value: summary.projectUpdates,
      note: 'From your team',
      icon: Megaphone,
      tone: 'bg-sky-50 text-sky-700',
      to: '/dashboard/updates',
    },
  ];
}

/** SPEC §2 Overview's four count cards. */
export function StatCards({ summary }: { summary: TaskSummary | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {summary
        ? stats(summary).map((stat) =>
            stat.to ? (
              <Link key={stat.label} to={stat.to} className="group block rounded-lg">
                <StatCard stat={stat} className="h-full transition-colors group-hover:border-brand-300" />
              </Link>
            ) : (
              <StatCard key={stat.label} stat={stat} />
            ),
          )
        : Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
            <Skeleton key={i} className="h-[7.25rem] rounded-lg" />
          ))}
    </div>
  );
}

function StatCard({ stat, className }: { stat: Stat; className?: string }) {
  const { label, value, note, icon: Icon, tone, to } = stat;
  return (
    <Card className={cn('p-5', className)}>
      <section aria-label={label} className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900" data-testid="stat-value">
            {value}
          </p>
          <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
            {note}
            {to ? (
              <ArrowRight
                className="size-3 text-primary transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            ) : null}
          </p>
        </div>
        <div className={`flex size-10 items-center justify-center rounded-lg ${tone}`}>
          <Icon className="size-5" aria-hidden />
        </div>
      </section>
    </Card>
  );
}
