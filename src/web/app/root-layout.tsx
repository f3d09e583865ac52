import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every route: each navigation starts at the top of the new page, and Back restores the scroll. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown on first load while the matched route's code downloads; blank, so nothing flashes. */
export function RootFallback() {
  return <div className="min-h-svh" />;
}
