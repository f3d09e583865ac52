import {
  AlarmClock,
  CalendarClock,
  CheckCircle2,
  ClipboardCheck,
  ClipboardList,
  CreditCard,
  FileText,
  Gift,
  Inbox,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Newspaper,
  Receipt,
  RotateCcw,
  Send,
  Sparkles,
  Stamp,
} from 'lucide-react';
import type { AppNotification } from '@/shared/contracts/notifications';
import type { NotificationKind } from '@/shared/domain/notifications';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format';
import { notificationAge } from './notification-time';

const kindIcons: Record<NotificationKind, LucideIcon> = {
  task_assigned: ClipboardList,
  task_changes_requested: RotateCcw,
  task_approved: CheckCircle2,
  task_comment: MessageSquare,
  chat_message: MessagesSquare,
  update_posted: Megaphone,
  file_shared: FileText,
  task_due_soon: CalendarClock,
  task_overdue: AlarmClock,
  weekly_digest: Newspaper,
  invoice_sent: Receipt,
  invoice_due_soon: CalendarClock,
  invoice_due_today: CalendarClock,
  invoice_overdue: AlarmClock,
  task_submitted: Send,
  client_comment: MessageSquare,
  client_message: MessagesSquare,
  application_received: Inbox,
  onboarding_completed: Sparkles,
  referral_submitted: Gift,
  purchase_completed: CreditCard,
  review_requested: ClipboardCheck,
  review_comment: MessageSquare,
  review_reminder: AlarmClock,
  review_decided: Stamp,
  review_client_comment: MessageSquare,
};

type NotificationItemProps = {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
};

/** One line of the bell's list: what happened, an excerpt, when; unread ones stand out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const Icon = kindIcons[notification.kind];
  const unread = notification.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          unread && 'bg-brand-50/60 hover:bg-brand-50 focus-visible:bg-brand-50',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-brand-100 text-primary' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          {unread ? <span className="sr-only">Unread: </span> : null}
          <span
            className={cn(
              'block text-sm break-words',
              unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
            )}
          >
            {notification.title}
          </span>
          {notification.body ? (
            <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-600">
              {notification.body}
            </span>
          ) : null}
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
            className="mt-1 block text-xs text-muted-foreground"
          >
            {notificationAge(notification.createdAt)}
          </time>
        </span>
        {unread ? <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-primary" /> : null}
      </button>
    </li>
  );
}
