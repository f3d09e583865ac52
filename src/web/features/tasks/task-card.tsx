import { CalendarClock, CalendarPlus, ChevronDown, ChevronUp, MessageSquare } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { Task } from '@/shared/contracts/tasks';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { TaskStatusBadge } from '@/web/ui/task-status-badge';
import { TaskActions } from './task-actions';
import { TaskActivity } from './task-activity';
import { TaskAdminTools } from './task-admin-tools';

type TaskCardProps = {
  task: Task;
  /** Admin views name the client the task belongs to. */
  clientName?: string;
  /** Admin views: edit and delete the task. */
  adminTools?: boolean;
  /** The task a link named (`?task={id}`, e.g. from a notification): shown open, in view and marked. */
  linked?: boolean;
  /** A virtual list brings its linked card into view itself: it renders the card only once near it. */
  listScrollsToLinked?: boolean;
  /** Told whenever the card's thread opens or closes. */
  onActivityChange?: (open: boolean) => void;
};

/** One task as both sides see it: what, when, where it stands, what the viewer can do, and its thread. */
export function TaskCard({
  task,
  clientName,
  adminTools,
  linked = false,
  listScrollsToLinked = false,
  onActivityChange,
}: TaskCardProps) {
  const [showActivity, setShowActivity] = useState(false);
  const activityId = useId();
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const reportLinkedOpen = useEffectEvent(() => onActivityChange?.(true));

  // When a link names this task: open its thread as 'View Activity' does, bring it into view, focus it.
  useEffect(() => {
    if (!linked || !article.current) return;
    setShowActivity(true);
    reportLinkedOpen();
    if (!listScrollsToLinked) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      article.current.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
    article.current.focus({ preventScroll: true });
  }, [linked, listScrollsToLinked]);

  const toggleActivity = () => {
    setShowActivity(!showActivity);
    onActivityChange?.(!showActivity);
  };

  return (
    <article
      ref={article}
      aria-labelledby={titleId}
      tabIndex={linked ? -1 : undefined}
      className={cn(
        'scroll-mt-24 overflow-hidden rounded-lg border bg-card text-slate-900 shadow-xs outline-none',
        linked && 'border-brand-500 ring-2 ring-brand-500',
      )}
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
              {task.title}
            </h2>
            {clientName ? <p className="mt-0.5 text-sm font-medium text-primary">{clientName}</p> : null}
          </div>
          {/* A wrapper, so the badge keeps its own width when the header stacks on phones. */}
          <div className="shrink-0">
            <TaskStatusBadge status={task.status} />
          </div>
        </div>
        {task.description ? (
          <p className="text-sm whitespace-pre-line break-words text-slate-600">{task.description}</p>
        ) : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <CalendarPlus className="size-4" aria-hidden />
            <dt>Created</dt>
            <dd className="text-slate-700">{formatDate(task.createdAt)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarClock className="size-4" aria-hidden />
            <dt>Due</dt>
            <dd className="text-slate-700">{task.dueDate ? formatDate(task.dueDate) : 'No due date'}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2 border-t pt-4">
          <TaskActions task={task} />
          {adminTools ? <TaskAdminTools task={task} /> : null}
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            aria-expanded={showActivity}
            aria-controls={activityId}
            onClick={toggleActivity}
          >
            <MessageSquare aria-hidden />
            {showActivity ? 'Hide Activity' : 'View Activity'}
            {showActivity ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
        </div>
      </div>
      {showActivity ? (
        <div id={activityId} className="border-t bg-slate-50/60 p-4 sm:p-6">
          <TaskActivity taskId={task.id} />
        </div>
      ) : null}
    </article>
  );
}
