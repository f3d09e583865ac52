import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { AppError } from './core/errors';
import { allowedOrigins } from './deps';
import { accountSessionsRoutes } from './features/account-sessions/routes';
import { accountsRoutes } from './features/accounts/routes';
import { agencyRoutes } from './features/agency/routes';
import { applicationsRoutes } from './features/applications/routes';
import { auditRoutes } from './features/audit/routes';
import { describeAuthRoutes } from './features/auth/openapi';
import { authRoutes } from './features/auth/routes';
import { chatRoutes } from './features/chat/routes';
import { clientTeamRoutes } from './features/client-team/routes';
import { clientsRoutes } from './features/clients/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { filesRoutes } from './features/files/routes';
import { invitesRoutes } from './features/invites/routes';
import { invoiceClientRoutes } from './features/invoices/client-routes';
import { receivablesRoutes } from './features/invoices/receivables-routes';
import { recordInvoicePayment } from './features/invoices/record-invoice-payment';
import { invoiceStaffRoutes } from './features/invoices/staff-routes';
import { notificationRoutes } from './features/notifications/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { platformRoutes } from './features/platform/routes';
import { profileRoutes } from './features/profile/routes';
import { purchasesRoutes } from './features/purchases/routes';
import { realtimeRoutes } from './features/realtime/routes';
import { referralsRoutes } from './features/referrals/routes';
import { reviewGuestRoutes } from './features/reviews/guest-routes';
import { reviewsRoutes } from './features/reviews/routes';
import { tasksRoutes } from './features/tasks/routes';
import { teamRoutes } from './features/team/routes';
import { updatesRoutes } from './features/updates/routes';
import { agencyBrandSource } from './http/agency-brand';
import type { AppDeps, AppEnv } from './http/app-env';
import { AUTH_BODY_LIMIT_BYTES, capBody, defaultBodyLimit } from './http/body-limits';
import { quietOnClientAbort } from './http/client-abort';
import { crossSiteGuard } from './http/cross-site-guard';
import { errorBody, handleError } from './http/errors';
import { apiSecurityHeaders, pageSecurityHeaders } from './http/security';
import { hasWebBuild, serveWeb } from './http/serve-web';
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
  app.onError(quietOnClientAbort(handleError));
  const https = deps.config.appOrigin.startsWith('https://');

  const realtime = realtimeRoutes({ heartbeatMs: options.heartbeatMs, limits: deps.config.streams });
  // First, so that it runs last on the way out: an event stream's body starts once every header is set.
  app.use('/api/events', realtime.writeBody);
  // Every request gets an id (X-Request-Id), which an error logs.
  app.use('*', requestId());
  // Hono answers a HEAD with its GET route's headers and drops the body unread: cancel it, so that a stored
  // file's stream is closed at once instead of holding the file open.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') await c.res.body?.cancel();
  });
  app.use('/api/*', apiSecurityHeaders({ https }), async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '/api/*',
    crossSiteGuard({ allowedOrigins: allowedOrigins(deps.config), appOrigin: deps.config.appOrigin }),
  );
  // The auth library's routes answer every /api/auth path, ahead of the default cap and the session layer:
  // the library reads the session itself.
  app.use('/api/auth/*', capBody(AUTH_BODY_LIMIT_BYTES));
  app.route('/api', authRoutes(deps));
  app.use('/api/*', defaultBodyLimit());
  app.use('/api/*', loadActor(deps));

  app.route('/api', platformRoutes());
  app.route('/api', accountsRoutes());
  app.route('/api', applicationsRoutes());
  app.route('/api', tasksRoutes());
  app.route('/api', clientsRoutes());
  app.route('/api', chatRoutes());
  app.route('/api', updatesRoutes());
  app.route('/api', filesRoutes());
  app.route('/api', invitesRoutes());
  app.route(
    '/api',
    purchasesRoutes({
      recordInvoiceCheckout: (checkout) =>
        recordInvoicePayment({
          db: deps.db,
          realtime: deps.realtime,
          mailer: deps.mailer,
          appOrigin: deps.config.appOrigin,
          checkout,
        }),
    }),
  );
  app.route('/api', onboardingRoutes());
  app.route('/api', profileRoutes());
  app.route('/api', referralsRoutes());
  app.route('/api', reviewsRoutes());
  app.route('/api', reviewGuestRoutes());
  app.route('/api', teamRoutes());
  app.route('/api', clientTeamRoutes());
  app.route('/api', agencyRoutes());
  app.route('/api', auditRoutes());
  app.route('/api', dataExportRoutes());
  app.route('/api', accountSessionsRoutes());
  app.route('/api', invoiceStaffRoutes());
  app.route('/api', receivablesRoutes());
  app.route('/api', invoiceClientRoutes());
  app.route('/api', notificationRoutes());
  app.route('/api', realtime.routes);

  describeAuthRoutes(app);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Agency Portal API', version: '1.0.0' },
  });
  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route');
  });

  // After every /api route, which answers without passing on: an API request never runs this layer.
  app.use('*', pageSecurityHeaders({ https }));

  if (hasWebBuild(options.webRoot)) {
    serveWeb(app, options.webRoot, {
      origin: deps.config.appOrigin,
      brand: agencyBrandSource(deps.db, deps.realtime),
    });
  } else app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  return app;
}
