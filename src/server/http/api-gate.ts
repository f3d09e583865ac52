import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import { requestBodyLimits } from './body-size';
import { giveErrorShape } from './error-shape';
import { startLiveBody } from './live-body';
import { addWhereMissing, presetOnNode } from './preset-headers';
import { apiSecurityHeaders, crossSiteRefusal } from './security';

/**
 * Everything every /api request passes before its route, and its answer after it, as one layer: the API's
 * security headers, the app's dependencies, a HEAD run as the GET it was routed as, the refusal of a
 * change sent from another site, the body's size limit, our error shape on every error, and a live body
 * started once the headers are final. `allowedOrigins` are the sites whose pages may send changes. Each was
 * a middleware of its own: with the session's, eight layers before a route, a sixth of a health check's
 * time went to passing between them (docs/performance.md). For the same reason it is one function, whose
 * only wait is the route's: each nested async step was another promise and turn on every request.
 */
export function apiGate(deps: AppDeps, options: { allowedOrigins: string[] }): MiddlewareHandler<AppEnv> {
  const headers = apiSecurityHeaders({ https: deps.config.appOrigin.startsWith('https://') });
  const refuseCrossSite = crossSiteRefusal({
    allowedOrigins: options.allowedOrigins,
    appOrigin: deps.config.appOrigin,
  });
  const limitBody = requestBodyLimits();

  return async (c, next) => {
    const isHead = c.req.method === 'HEAD';
    const preset = presetOnNode(c, headers);
    c.set('deps', deps);
    // Hono answers a HEAD by running the GET route and dropping the body, but the request the route
    // sees still says HEAD; a route that passes the request on (the auth library's mount) then built a
    // HEAD request with a body, which threw. So the route is handed the GET it was routed as.
    if (isHead) c.req.raw = new Request(c.req.raw, { method: 'GET' });
    const refused = refuseCrossSite(c) ?? (await limitBody(c, next));
    if (refused) c.res = refused;
    // The GET's body is cancelled rather than left unread: a stream would otherwise run for nobody.
    if (isHead) await c.res.body?.cancel();
    if (c.res.status >= 400) await giveErrorShape(c);
    if (!preset) addWhereMissing(c, headers);
    startLiveBody(c, isHead);
  };
}
