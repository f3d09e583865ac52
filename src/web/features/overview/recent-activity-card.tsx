import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Activity, AlertCircle, ArrowRight, ChevronRight, Megaphone, MessageSquare } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';
import { activityExcerpt, messageSenderLabel } from './activity-text';
import { RECENT_MESSAGES_SHOWN, useRecentMessages } from './api/get-recent-messages';
import { RECENT_UPDATES_SHOWN, useRecentUpdates } from './api/get-recent-updates';
import { OnboardingPrompt } from './onboarding-prompt';

const CHAT_PATH = '/dashboard/chat';
const UPDATES_PATH = '/dashboard/updates';

/**
 * SPEC §2 Overview: the last 3 chat messages and the first 2 updates, each cut to 100 characters and
 * linking to where it lives. Both lists refresh live (their query keys start with the realtime topics).
 */
export function RecentActivityCard({ onboarded }: { onboarded: boolean }) {
  const { user } = useAuth();
  const messages = useRecentMessages(onboarded);
  const updates = useRecentUpdates(onboarded);
  const nothingYet = messages.data?.length === 0 && updates.data?.length === 0;
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* As tall as Current Tasks' title row with its View all link, so the two titles line up. */}
        <CardTitle id={titleId} className="flex min-h-8 items-center">
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!onboarded ? (
          <OnboardingPrompt what="recent messages and updates" />
        ) : nothingYet ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Activity className="size-6 text-slate-400" aria-hidden />
            <p className="text-sm font-medium text-slate-700">No recent activity yet</p>
            <p className="max-w-xs text-xs text-muted-foreground">
              Messages from your team and project updates will show up here.
            </p>
            <Button asChild variant="link" size="sm">
              <Link to={CHAT_PATH}>Start a conversation</Link>
            </Button>
          </div>
        ) : (
          <div className="space-y-6">
            <ActivitySection
              title="Messages"
              to={CHAT_PATH}
              linkLabel="Open chat"
              query={messages}
              placeholders={RECENT_MESSAGES_SHOWN}
              empty="No messages yet."
              failed="We couldn't load your messages."
              renderItems={(items) =>
                items.map((message) => (
                  <ActivityItem
                    key={message.id}
                    to={CHAT_PATH}
                    icon={MessageSquare}
                    tone="bg-indigo-50 text-indigo-700"
                    who={messageSenderLabel(message, user?.id)}
                    text={message.content}
                    at={message.createdAt}
                  />
                ))
              }
            />
            <ActivitySection
              title="Updates"
              to={UPDATES_PATH}
              linkLabel="All updates"
              query={updates}
              placeholders={RECENT_UPDATES_SHOWN}
              empty="No project updates yet."
              failed="We couldn't load your updates."
              renderItems={(items) =>
                items.map((update) => (
                  <ActivityItem
                    key={update.id}
                    to={UPDATES_PATH}
                    icon={Megaphone}
                    tone="bg-sky-50 text-sky-700"
                    who="Project update"
                    text={update.message}
                    at={update.createdAt}
                  />
                ))
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

type ActivitySectionProps<T> = {
  title: string;
  /** Where this kind of activity lives, and the words of the link there. */
  to: string;
  linkLabel: string;
  query: UseQueryResult<T[]>;
  placeholders: number;
  empty: string;
  failed: string;
  renderItems: (items: T[]) => ReactNode;
};

/** One kind of activity under a small heading, with its own loading, error and empty states. */
function ActivitySection<T>({
  title,
  to,
  linkLabel,
  query,
  placeholders,
  empty,
  failed,
  renderItems,
}: ActivitySectionProps<T>) {
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{title}</h3>
        <Link
          to={to}
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {linkLabel}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </div>
      {query.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: placeholders }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <span className="flex items-center gap-2">
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {failed}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-3 py-3 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul aria-label={`Recent ${title.toLowerCase()}`} className="-mx-2 space-y-1">
          {renderItems(query.data)}
        </ul>
      )}
    </div>
  );
}

type ActivityItemProps = {
  to: string;
  icon: LucideIcon;
  tone: string;
  who: string;
  text: string;
  at: string;
};

function ActivityItem({ to, icon: Icon, tone, who, text, at }: ActivityItemProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-start gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-slate-50"
      >
        <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
            <span className="text-sm font-medium text-slate-900">{who}</span>
            <time dateTime={at} className="shrink-0 text-xs text-muted-foreground">
              {formatDateTime(at)}
            </time>
          </span>
          <span className="mt-0.5 block break-words text-sm text-slate-600">{activityExcerpt(text)}</span>
        </span>
        <ChevronRight
          className="mt-2 size-4 shrink-0 text-slate-300 transition-colors group-hover:text-slate-500"
          aria-hidden
        />
      </Link>
    </li>
  );
}
