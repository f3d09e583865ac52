import { ArrowRight, ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Task } from '@/shared/contracts/tasks';
import { taskProgress } from '@/shared/domain/task-status';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Progress } from '@/web/ui/progress';
import { Skeleton } from '@/web/ui/skeleton';
import { TaskStatusBadge } from '@/web/ui/task-status-badge';
import { OnboardingPrompt } from './onboarding-prompt';

type CurrentTasksProps = { tasks: Task[] | undefined; onboarded: boolean };

/** SPEC §2: the 3 newest tasks with status and progress (approved 100 … pending 0). */
export function CurrentTasksCard({ tasks, onboarded }: CurrentTasksProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={titleId}>Current Tasks</CardTitle>
        {onboarded ? (
          <Button asChild variant="link" size="sm">
            <Link to="/dashboard/tasks">
              View all <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!onboarded ? (
          <OnboardingPrompt what="your current tasks" />
        ) : !tasks ? (
          <div className="space-y-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : tasks.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <ClipboardList className="size-6 text-slate-400" aria-hidden />
            No tasks assigned
          </div>
        ) : (
          <ul className="space-y-5">
            {tasks.map((task) => (
              <li key={task.id} className="space-y-2">
                <div className="flex items-center justify-between gap-3">
                  <span className="truncate text-sm font-medium text-slate-900">{task.title}</span>
                  <TaskStatusBadge status={task.status} />
                </div>
                <Progress value={taskProgress(task.status)} label={`${task.title} progress`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
