import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/web/lib/cn';
import { useSidebar } from './sidebar-provider';

// The mobile sheet is a dialog that no page shows at first: its code loads when it first opens, or
// when a finger or pointer reaches for the menu button (preloadSidebarSheet).
const loadSidebarSheet = () => import('./sidebar-sheet');
const SidebarSheet = lazy(() => loadSidebarSheet().then((m) => ({ default: m.SidebarSheet })));
export const preloadSidebarSheet = () => void loadSidebarSheet();

// Labels move into tooltips only while the sidebar is collapsed, so their code (positioning included)
// loads then; until it arrives the item shows as it does without one.
const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

function CollapsedLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Tooltip content={label} side="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}

/**
 * Desktop: a column 16rem wide, or 3rem of icons when collapsed. Mobile: an 18rem side sheet.
 * `label` names it: the landmark on desktop, the sheet's dialog title on mobile.
 */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  // Once opened the sheet stays mounted, so it can animate out when closed.
  const [sheetOpened, setSheetOpened] = useState(false);
  if (openMobile && !sheetOpened) setSheetOpened(true);
  if (isMobile) {
    if (!sheetOpened) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet label={label} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }
  return (
    <aside
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      className="sticky top-0 flex h-svh w-64 shrink-0 flex-col border-r bg-white transition-[width] duration-200 data-[state=collapsed]:w-12"
    >
      {children}
    </aside>
  );
}

/** True when only icons show, so labels move into tooltips. */
export function useSidebarCollapsed() {
  const { isMobile, open } = useSidebar();
  return !isMobile && !open;
}

export function SidebarHeader({ children }: { children: ReactNode }) {
  const collapsed = useSidebarCollapsed();
  return (
    <div className={cn('flex h-16 shrink-0 items-center border-b', collapsed ? 'px-2' : 'px-4')}>
      {children}
    </div>
  );
}

export function SidebarNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto overflow-x-hidden p-2">
      <ul className="flex flex-col gap-1">{children}</ul>
    </nav>
  );
}

export function SidebarFooter({ children }: { children: ReactNode }) {
  return <div className="shrink-0 border-t p-2">{children}</div>;
}

const itemClass =
  'relative flex w-full cursor-pointer items-center gap-3 rounded-md text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 [&_svg]:size-4 [&_svg]:shrink-0';

function itemLayout(collapsed: boolean) {
  return collapsed ? 'size-8 justify-center' : 'h-9 px-2.5';
}

type SidebarLinkProps = {
  to: string;
  icon: LucideIcon;
  label: string;
  /** Match the path exactly (the section's home link), not every page below it. */
  end?: boolean;
  /** Shows a dot; the text is read by screen readers in its place. */
  dot?: string;
  /** Shows a count (unread messages); nothing at 0. `countLabel` names it for screen readers. */
  count?: number;
  countLabel?: string;
  /** Called with `to` when a pointer or keyboard focus reaches the link, to prefetch its page. */
  onIntent?: (to: string) => void;
};

export function SidebarLink({
  to,
  icon: Icon,
  label,
  end,
  dot,
  count = 0,
  countLabel = 'unread',
  onIntent,
}: SidebarLinkProps) {
  const collapsed = useSidebarCollapsed();
  const { setOpenMobile } = useSidebar();
  const link = (
    <NavLink
      to={to}
      end={end}
      onClick={() => setOpenMobile(false)}
      onPointerEnter={onIntent && (() => onIntent(to))}
      onFocus={onIntent && (() => onIntent(to))}
      // A plain string: the tooltip's Slot would stringify NavLink's function form. NavLink marks the
      // current page with aria-current="page", which these styles key on.
      className={cn(
        itemClass,
        itemLayout(collapsed),
        'aria-[current=page]:bg-brand-50 aria-[current=page]:text-primary aria-[current=page]:[&_svg]:text-primary',
      )}
    >
      <Icon aria-hidden />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
      {dot ? (
        <>
          <span
            aria-hidden
            className={cn(
              'size-2 rounded-full bg-brand-500',
              collapsed ? 'absolute top-1 right-1' : 'ml-auto',
            )}
          />
          <span className="sr-only">({dot})</span>
        </>
      ) : null}
      {count > 0 ? (
        <span
          className={cn(
            'rounded-full bg-primary px-1.5 py-0.5 text-[11px] font-semibold leading-none text-white tabular-nums',
            collapsed ? 'absolute top-0.5 right-0.5' : 'ml-auto',
          )}
        >
          {count > 99 ? '99+' : count}
          <span className="sr-only"> {countLabel}</span>
        </span>
      ) : null}
    </NavLink>
  );
  return <li>{collapsed ? <CollapsedLabel label={label}>{link}</CollapsedLabel> : link}</li>;
}

type SidebarButtonProps = { icon: LucideIcon; label: string; onClick: () => void; disabled?: boolean };

export function SidebarButton({ icon: Icon, label, onClick, disabled }: SidebarButtonProps) {
  const collapsed = useSidebarCollapsed();
  const button = (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(itemClass, itemLayout(collapsed))}
    >
      <Icon aria-hidden />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </button>
  );
  return collapsed ? <CollapsedLabel label={label}>{button}</CollapsedLabel> : button;
}
