import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps';
import { allowedOrigins } from './deps';
import { accountsRoutes } from './features/accounts/routes';
import { authRoutes } from './features/auth/routes';
import { platformRoutes } from './features/platform/routes';
import { realtimeRoutes } from './features/realtime/routes';
import type { AppEnv } from './http/app-env';
import { AppError, errorBody, handleError } from './http/errors';
import { crossSiteGuard, securityHeaders } from './http/security';
import { loadActor } from './http/session';
import { validationHook } from './http/validation';

export type AppOptions = {
  /** The built web app (dist/web). Without it only the API is served. */
  webRoot?: string;
  heartbeatMs?: number;
};

/** Builds the whole HTTP app from its dependencies; no module state, so each test builds its own. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(handleError);

  app.use('*', securityHeaders({ https: deps.config.appOrigin.startsWith('https://') }));
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('/api/*', crossSiteGuard({ allowedOrigins: allowedOrigins(deps.config) }));
  app.route('/api', authRoutes(deps));
  app.use('/api/*', loadActor(deps));

  app.route('/api', platformRoutes());
  app.route('/api', accountsRoutes());
  app.route('/api', realtimeRoutes({ heartbeatMs: options.heartbeatMs }));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Agency Portal API', version: '1.0.0' },
  });
  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route');
  });

  if (options.webRoot && existsSync(join(options.webRoot, 'index.html'))) serveWeb(app, options.webRoot);
  else app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  return app;
}

/** Static assets, and the single-page app's index.html for every other path (the app renders its 404). */
function serveWeb(app: OpenAPIHono<AppEnv>, webRoot: string) {
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
