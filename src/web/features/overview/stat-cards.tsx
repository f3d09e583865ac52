import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Megaphone, PlayCircle } from 'lucide-react';
import type { TaskSummary } from '@/shared/contracts/tasks';
import { Card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

type Stat = { label: string; value: number; note: string; icon: LucideIcon; tone: string };

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
      tone: 'bg-brand-50 text-brand-700',
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
    },
  ];
}

/** SPEC §2 Overview's four count cards. */
export function StatCards({ summary }: { summary: TaskSummary | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {summary
        ? stats(summary).map(({ label, value, note, icon: Icon, tone }) => (
            <Card key={label} className="p-5">
              <section aria-label={label} className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
                  <p
                    className="mt-1 text-3xl font-semibold tracking-tight text-slate-900"
                    data-testid="stat-value"
                  >
                    {value}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">{note}</p>
                </div>
                <div className={`flex size-10 items-center justify-center rounded-lg ${tone}`}>
                  <Icon className="size-5" aria-hidden />
                </div>
              </section>
            </Card>
          ))
        : Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
            <Skeleton key={i} className="h-[7.25rem] rounded-lg" />
          ))}
    </div>
  );
}
