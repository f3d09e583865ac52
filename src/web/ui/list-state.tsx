import { AlertTriangle, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a list's query says of itself: a TanStack Query `useQuery` or `useInfiniteQuery` result fits. */
export type ListQuery = { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };

/** What the list says in its place when it has nothing to show; a `line` list says only the title. */
export type ListMessage = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
};

type ListStateProps = {
  query: ListQuery;
  /** The loaded list has no item. */
  isEmpty: boolean;
  /** The items as the sentences name them: 'tasks' gives 'Loading tasks' and "We couldn't load tasks". */
  noun: string;
  /** Placeholders in the list's own shape while it first loads. */
  placeholder: ReactNode;
  /** What an empty list says. */
  whenEmpty: ListMessage;
  /** What it says instead while a search or filter narrows it: given only while one does. */
  whenNoMatch?: ListMessage;
  /** What it says instead of "We couldn't load {noun}" when it never loaded: only where SPEC words it. */
  whenFailed?: ListMessage;
  /**
   * `box` (a page's list): the messages in a dashed box with an icon, the retry a button under them.
   * `line` (a list inside a card or a column): each a line of text, the retry a link in it.
   * `compact` (a list in a popover): an icon above two centred lines, the retry a small button under them.
   */
  look?: 'box' | 'line' | 'compact';
  /** The box the loading, error and empty states sit in (the list itself is `children`). */
  className?: string;
  /** The list, shown once it has items. */
  children: ReactNode;
};

/**
 * Every list's states, one way: placeholders while it loads, an error with a retry, what an empty list
 * says (or a search that matches nothing), else the list. A list that loaded and then failed to refresh
 * keeps showing what it had.
 */
export function ListState({
  query,
  isEmpty,
  noun,
  placeholder,
  whenEmpty,
  whenNoMatch,
  whenFailed,
  look = 'box',
  className,
  children,
}: ListStateProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${noun}`} className={className}>
        {placeholder}
      </div>
    );
  }
  if (query.isError && query.data === undefined) {
    const retry = (
      <Button
        variant={look === 'line' ? 'link' : 'outline'}
        size={look === 'compact' ? 'sm' : undefined}
        className={look === 'line' ? 'h-auto p-0' : undefined}
        onClick={() => void query.refetch()}
      >
        Try again
      </Button>
    );
    const { icon = AlertTriangle, ...failed } = whenFailed ?? {
      title: `We couldn't load ${noun}`,
      description: `Something went wrong while fetching ${noun}. Check your connection and try again.`,
    };
    if (look === 'line') {
      return (
        <p role="alert" className={cn('text-sm text-destructive', className)}>
          {failed.title}. {retry}
        </p>
      );
    }
    if (look === 'compact') {
      return (
        <CompactMessage
          failure
          icon={icon}
          {...failed}
          action={retry}
          className={cn(className, failed.className)}
        />
      );
    }
    return (
      <div className={className}>
        <EmptyState icon={icon} {...failed} action={retry} />
      </div>
    );
  }
  if (isEmpty) {
    const { icon = Inbox, ...message } = whenNoMatch ?? whenEmpty;
    if (look === 'line')
      return <p className={cn('text-sm text-muted-foreground', className)}>{message.title}</p>;
    if (look === 'compact')
      return <CompactMessage icon={icon} {...message} className={cn(className, message.className)} />;
    return (
      <div className={className}>
        <EmptyState icon={icon} {...message} />
      </div>
    );
  }
  return children;
}

type CompactMessageProps = ListMessage & {
  icon: LucideIcon;
  /** The list failed to load: announced at once (an alert), its icon in red. */
  failure?: boolean;
};

/** The `compact` look's message: the box's icon and lines without the box, sized for a popover. */
function CompactMessage({ icon: Icon, title, description, action, className, failure }: CompactMessageProps) {
  return (
    <div
      role={failure ? 'alert' : undefined}
      className={cn('flex flex-col items-center px-6 py-10 text-center', className)}
    >
      <div
        className={cn(
          'mb-3 flex size-10 items-center justify-center rounded-full',
          failure ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-primary',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </div>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      {description ? <p className="mt-1 max-w-60 text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
