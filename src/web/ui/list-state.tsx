import { AlertTriangle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a list's query says of itself: a TanStack Query `useQuery` or `useInfiniteQuery` result fits. */
export type ListQuery = { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };

/** What the list says in its place when it has nothing to show. */
export type ListMessage = ComponentProps<typeof EmptyState>;

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
    return (
      <div className={className}>
        <EmptyState
          icon={AlertTriangle}
          title={`We couldn't load ${noun}`}
          description={`Something went wrong while fetching ${noun}. Check your connection and try again.`}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={className}>
        <EmptyState {...(whenNoMatch ?? whenEmpty)} />
      </div>
    );
  }
  return children;
}
