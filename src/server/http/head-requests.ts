import type { MiddlewareHandler } from 'hono';

/**
 * Hono answers a HEAD by running the GET route and dropping the body, but the request the route sees still
 * says HEAD. A route that passes the request on (the auth library's mount) then builds a HEAD request with
 * a body, which throws: every HEAD under /api/auth/ answered 500. So the route is handed the GET it was
 * routed as. The GET's body is cancelled rather than left unread: a stream (the realtime events) would
 * otherwise keep running for nobody.
 */
export function headAsGet(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    c.req.raw = new Request(c.req.raw, { method: 'GET' });
    await next();
    await c.res.body?.cancel();
  };
}
