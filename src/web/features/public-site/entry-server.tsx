import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticNavigation } from './navigation/public-navigation';
import { loadPage, PublicApp } from './public-app';

export { pageModules } from './page-loaders';
export { headTags } from './seo/head-tags';
export { publicPages } from './seo/public-pages';

/** The HTML of one public page, as entry-client.tsx will hydrate it (used by scripts/prerender.ts). */
export async function render(path: string): Promise<string> {
  const loaded = await loadPage(path);
  if (!loaded) throw new Error(`${path} is not a public page`);
  return renderToString(
    <StrictMode>
      <StaticNavigation pathname={path}>
        <PublicApp path={path} Page={loaded.Page} />
      </StaticNavigation>
    </StrictMode>,
  );
}
