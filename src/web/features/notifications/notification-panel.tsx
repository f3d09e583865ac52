import { BellRing, CheckCheck, LoaderCircle } from 'lucide-react';
import { type RefObject, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { AppNotification } from '@/shared/contracts/notifications';
import { notificationMessages } from '@/shared/domain/notifications';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { ListState } from '@/web/ui/list-state';
import { Popover, PopoverAnchor, PopoverContent } from '@/web/ui/popover';
import { Skeleton } from '@/web/ui/skeleton';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationItem } from './notification-item';

type NotificationPanelProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the panel hangs from it, leaves it alone on outside clicks and gives focus back to it. */
  bell: RefObject<HTMLButtonElement | null>;
};

/**
 * The bell's panel, loaded when first opened (notification-bell.tsx). The bell is not a Radix trigger,
 * since it shows before this code loads, so the panel does here what a trigger would: a click on the
 * bell toggles instead of dismissing, and closing returns focus to the bell.
 */
export function NotificationPanel({ id, open, onOpenChange, bell }: NotificationPanelProps) {
  const headingId = useId();
  const interactedOutside = useRef(false);
  const notifications = useNotifications();
  const markOne = useMarkNotificationsRead();
  const markAll = useMarkNotificationsRead();
  const navigate = useNavigate();

  const items = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unreadCount ?? 0;
  const markFailed = () => toast.error(notificationMessages.markFailed);

  const openNotification = (notification: AppNotification) => {
    if (notification.readAt === null) markOne.mutate(notification.id, { onError: markFailed });
    onOpenChange(false);
    void navigate(notification.link);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={bell} />
      <PopoverContent
        id={id}
        aria-labelledby={headingId}
        className="flex max-h-[min(34rem,var(--radix-popover-content-available-height))] w-[calc(100vw-1rem)] flex-col sm:w-96"
        // The panel itself takes focus, named by its heading: Tab then reaches 'Mark all as read' and the
        // list, and nothing is marked by an Enter pressed too soon.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        onInteractOutside={(event) => {
          if (event.target instanceof Node && bell.current?.contains(event.target)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        // Focus goes back to the bell, unless the person clicked elsewhere or the page a notification
        // opened has already put it somewhere.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const focused = document.activeElement;
          const container = event.currentTarget;
          const pageTookFocus =
            focused !== null &&
            focused !== document.body &&
            container instanceof Node &&
            !container.contains(focused);
          if (!pageTookFocus && !interactedOutside.current) bell.current?.focus();
          interactedOutside.current = false;
        }}
      >
        <div className="flex shrink-0 items-center justify-between gap-3 border-b py-2.5 pr-2 pl-4">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            {notificationMessages.heading}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="text-primary hover:text-primary-hover"
            disabled={unread === 0}
            onClick={() => markAll.mutate(null, { onError: markFailed })}
          >
            <CheckCheck aria-hidden />
            {notificationMessages.markAllRead}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <ListState
            query={notifications}
            isEmpty={items.length === 0}
            noun="notifications"
            placeholder={<NotificationsSkeleton />}
            whenEmpty={{
              icon: BellRing,
              title: notificationMessages.empty,
              description: notificationMessages.emptyHint,
            }}
            whenFailed={{
              title: notificationMessages.loadFailed,
              description: 'Check your connection and try again.',
            }}
            look="compact"
          >
            <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={openNotification}
                />
              ))}
            </ul>
            {notifications.hasNextPage ? (
              <div className="border-t border-slate-100 p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full"
                  disabled={notifications.isFetchingNextPage}
                  onClick={() => void notifications.fetchNextPage()}
                >
                  {notifications.isFetchingNextPage ? (
                    <LoaderCircle className="animate-spin" aria-hidden />
                  ) : null}
                  {notifications.isFetchNextPageError
                    ? `${notificationMessages.loadFailed}. Try again`
                    : notificationMessages.loadMore}
                </Button>
              </div>
            ) : null}
          </ListState>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** Three rows in the shape of a notification while the list first loads. */
function NotificationsSkeleton() {
  return (
    <div className="divide-y divide-slate-100">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 py-0.5">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
