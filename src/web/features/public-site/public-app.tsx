import { type ComponentType, lazy, Suspense } from 'react';
import { PublicLayout } from './layout/public-layout';
import { usePublicLocation } from './navigation/public-navigation';
import { pageModules } from './page-loaders';
import { type PublicPath, publicPages } from './seo/public-pages';

/**
 * The public site for the prerendered entry: the page at the current path, in the site's layout. The
 * page being hydrated is passed in already loaded, so the first render matches the prerendered HTML;
 * the others load when a visitor navigates to them.
 */
export function PublicApp({ path, Page }: { path: string; Page: ComponentType | undefined }) {
  const { pathname } = usePublicLocation();
  const page = publicPages.find((p) => p.path === pathname);
  if (!page) return null;
  return (
    <PublicLayout>
      {page.path === path && Page ? (
        <Page />
      ) : (
        <Suspense key={page.path} fallback={<div className="min-h-dvh" />}>
          <LazyPage path={page.path} />
        </Suspense>
      )}
    </PublicLayout>
  );
}

const lazyPages = new Map<PublicPath, ComponentType>();

function LazyPage({ path }: { path: PublicPath }) {
  let Page = lazyPages.get(path);
  if (!Page) {
    Page = lazy(() => pageModules[path].load().then((Component) => ({ default: Component })));
    lazyPages.set(path, Page);
  }
  return <Page />;
}

/** The page component for a URL path, loaded, or undefined when the path is not a public page. */
export async function loadPage(path: string) {
  const page = publicPages.find((p) => p.path === path);
  return page ? { path: page.path, Page: await pageModules[page.path].load() } : undefined;
}
