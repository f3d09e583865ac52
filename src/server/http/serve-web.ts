import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

export function hasWebBuild(webRoot: string | undefined): webRoot is string {
  return webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
}

/** Static assets, and the single-page app's index.html for every other path (the app renders its 404). */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: webRoot, index: '' }));
  app.get('*', (c) => c.html(indexHtml));
}
