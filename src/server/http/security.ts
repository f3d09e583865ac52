import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner set inline style attributes for positioning.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Requests without
 * these headers (scripts, webhooks signed by their sender) are judged by their own authentication.
 */
export function crossSiteGuard(options: { allowedOrigins: string[]; exempt?: (path: string) => boolean }) {
  const handler: MiddlewareHandler = async (c, next) => {
    if (!unsafeMethods.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && !options.allowedOrigins.includes(origin);
    if (crossSite || foreignOrigin) {
      return c.json(errorBody('forbidden', 'Cross-site requests are not allowed.'), 403);
    }
    return next();
  };
  return handler;
}
