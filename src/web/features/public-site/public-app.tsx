import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { pageModules } from './page-loaders';
import { type PublicPath, publicPages } from './seo/public-pages';

/**
 * The public site for the prerendered entry. It uses React Router's declarative mode, 16 KB lighter
 * than the data router the portal uses. The page being hydrated is passed in already loaded, so the
 * first render matches the prerendered HTML; the others load when a visitor navigates to them.
 */
export function PublicApp({ path, Page }: { path: string; Page: ComponentType | undefined }) {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicPages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              page.path === path && Page ? (
                <Page />
              ) : (
                <Suspense fallback={<div className="min-h-dvh" />}>
                  <LazyPage path={page.path} />
                </Suspense>
              )
            }
          />
        ))}
      </Route>
    </Routes>
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
