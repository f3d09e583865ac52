import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/*
 * How the public pages read the URL and move between each other. The prerendered site provides it from
 * the browser's history (BrowserNavigation, about 1 KB where a router would weigh 13 KB on the landing
 * page); the portal's router provides it from its own location when it shows a public page (routes.tsx).
 */
export type PublicLocation = { pathname: string; search: string; hash: string };
type Navigation = { location: PublicLocation; navigate: (to: string) => void };

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

function useNavigation() {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A public page needs a NavigationProvider');
  return navigation;
}

export const usePublicLocation = () => useNavigation().location;

const currentLocation = (): PublicLocation => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

/** The prerendered site's navigation: pushes to the browser's history and follows Back and Forward. */
export function BrowserNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    // Back, Forward and in-page anchors all end in popstate.
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const value = useMemo<Navigation>(
    () => ({
      location,
      navigate: (to) => {
        window.history.pushState(null, '', to);
        // As a transition, the page on screen stays responsive while the next one renders.
        startTransition(() => setLocation(currentLocation()));
      },
    }),
    [location],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

/** The navigation of a page rendered on the server: a fixed location. */
export function StaticNavigation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const value = useMemo<Navigation>(
    () => ({
      location: { pathname, search: '', hash: '' },
      navigate: () => {
        throw new Error('A prerendered page cannot navigate');
      },
    }),
    [pathname],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A link to another public page: moves there without a reload; a new tab or window works as usual. */
export function PageLink({ to, onClick, ...props }: { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const { navigate } = useNavigation();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
}
