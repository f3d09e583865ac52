import { type ComponentType, memo, Suspense, use, useSyncExternalStore } from 'react';

const never = new Promise<never>(() => {});
const subscribe = () => () => {};

function KeepServerHtml({ Content }: { Content: ComponentType }) {
  // React reads the server snapshot only while it hydrates: `true` then, `false` in any client render.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  // Suspending while hydrating leaves the boundary's prerendered HTML in the page as it is, with none of
  // React's work done for it. On the server (no window) the content renders into that HTML.
  if (hydrating && typeof window !== 'undefined') use(never);
  return <Content />;
}

/**
 * A part of a public page with nothing to interact with (text, decoration). Hydrating it would only
 * rebuild what the prerendered HTML already shows, at the cost of main-thread time on a phone, so the
 * first load keeps its HTML and skips it. Rendered on the client (the portal, a visitor navigating to the
 * page) it is the component as is. It takes no props, and is memoized, so a re-render of the page around
 * it (a followed anchor link) does not make React hydrate it after all.
 */
export function staticIsland(Content: ComponentType): ComponentType {
  return memo(function StaticIsland() {
    return (
      <Suspense fallback={null}>
        <KeepServerHtml Content={Content} />
      </Suspense>
    );
  });
}
