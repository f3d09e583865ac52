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
  /**
   * `box` (a page's list): the messages in a dashed box with an icon, the retry a button under them.
   * `line` (a list inside a card or a column): each a line of text, the retry a link in it.
   */
  look?: 'box' | 'line';
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
        className={look === 'line' ? 'h-auto p-0' : undefined}
        onClick={() => void query.refetch()}
      >
        Try again
      </Button>
    );
    return look === 'line' ? (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        We couldn't load {noun}. {retry}
      </p>
    ) : (
      <div className={className}>
        <EmptyState
          icon={AlertTriangle}
          title={`We couldn't load ${noun}`}
          description={`Something went wrong while fetching ${noun}. Check your connection and try again.`}
          action={retry}
        />
      </div>
    );
  }
  if (isEmpty) {
    const { icon = Inbox, ...message } = whenNoMatch ?? whenEmpty;
    return look === 'line' ? (
      <p className={cn('text-sm text-muted-foreground', className)}>{message.title}</p>
    ) : (
      <div className={className}>
        <EmptyState icon={icon} {...message} />
      </div>
    );
  }
  return children;
}
