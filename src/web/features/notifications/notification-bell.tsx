import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { notificationMessages } from '@/shared/domain/notifications';
import { Button } from '@/web/ui/button';
import { useNotifications } from './api/get-notifications';

// The panel and its popover code (positioning, focus handling) load when the bell is first opened or
// about to be (hover, focus): no page shows the panel at first.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));
const preloadPanel = () => void loadPanel();

/** The badge's text (the badge is hidden at 0): the count, or '9+' past nine. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The top bar's bell: the unread count, live, and a panel listing the signed-in person's notifications.
 * Opening one marks it read and goes to its page.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [panelOpened, setPanelOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <>
      <Button
        ref={bell}
        variant="ghost"
        size="icon"
        className="relative text-slate-600 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900 [&_svg]:size-5"
        // The name carries the badge's own text ('9+' past nine): a name that differs from what is seen
        // misleads a person who speaks to their screen by what they see.
        aria-label={
          unread > 0
            ? `${notificationMessages.heading}, ${badgeText(unread)} unread`
            : notificationMessages.heading
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setPanelOpened(true);
          setOpen(!open);
        }}
      >
        <Bell aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </Button>
      {/* Once opened the panel stays mounted, so it can animate out when closed. */}
      {panelOpened ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} open={open} onOpenChange={setOpen} bell={bell} />
        </Suspense>
      ) : null}
    </>
  );
}
