import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@/shared/domain/limits';
import { useIsMobile } from '@/web/lib/use-is-mobile';

const COOKIE_NAME = 'sidebar_state';

type SidebarContextValue = {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the side sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

/**
 * SPEC §2 "Shared layout behaviour": expanded or collapsed, Ctrl/Cmd+B toggles, the choice is kept in a
 * cookie for 7 days, and under 768 px the sidebar is a side sheet instead.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support
    document.cookie = `${COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((shown) => !shown);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.metaKey || event.ctrlKey) || event.altKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Growing past the breakpoint leaves no sheet to close; do not reopen it on the way back down.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

function readCookie() {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return entry?.split('=')[1] !== 'false';
}
