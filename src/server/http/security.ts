import type { MiddlewareHandler } from 'hono';
import { CROSS_SITE_REFUSED } from '../../shared/domain/error-codes';
import { errorBody } from './errors';
import { isSameOrigin } from './origins';
import { type HeaderList, withPresetHeaders } from './preset-headers';

/**
 * The security headers of every answer. The build's scripts and style sheets get only those that apply to
 * a script or a style sheet (nosniff, the resource policy, HSTS): the others (the content security policy,
 * framing, permissions, referrer, opener) only act on documents and workers, and sent on each of the
 * portal's tens of chunks they were a kilobyte of headers each, more than most chunks weigh. A route may
 * set its own (a previewed file's sandboxing CSP, http/file-response.ts), which then wins.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const hsts: HeaderList = options.https
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']]
    : [];
  const forSubresources: HeaderList = [...subresourceHeaders, ...hsts];
  const forDocuments: HeaderList = [...documentHeaders, ...subresourceHeaders, ...hsts];
  return (c, next) =>
    withPresetHeaders(c, next, isBuildScriptOrStyle(c.req.path) ? forSubresources : forDocuments);
}

/** Vite's hashed output: only ever loaded by the portal's pages as a module script or a style sheet. */
const isBuildScriptOrStyle = (path: string) => path.startsWith('/assets/') && /\.(js|css)$/.test(path);

const subresourceHeaders: HeaderList = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];

const documentHeaders: HeaderList = [
  [
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and sonner set inline style attributes for positioning.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  ],
  // No page uses these device and payment APIs (checkout is Stripe's own page), so no script may.
  // Left on: clipboard (invite links are copied) and fullscreen (attachment videos).
  [
    'permissions-policy',
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
      'microphone=(), payment=(), usb=()',
  ],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests a browser sent from another site's page. The page's Origin decides: this
 * portal's own (`allowedOrigins`), or the very host the request was sent to, is not another site. Without
 * an Origin, the browser's Sec-Fetch-Site does. Requests with neither (scripts, webhooks signed by their
 * sender) are judged by their own authentication.
 */
export function crossSiteGuard(options: {
  allowedOrigins: string[];
  appOrigin: string;
  exempt?: (path: string) => boolean;
}) {
  const handler: MiddlewareHandler = async (c, next) => {
    if (!unsafeMethods.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const crossSite =
      origin !== undefined
        ? !options.allowedOrigins.includes(origin) && !isSameOrigin(origin, c.req.url)
        : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!crossSite) return next();
    const from = origin && origin !== 'null' ? `a page at ${origin}` : 'a page on another site';
    const message =
      `This change came from ${from}, not from Agency Portal itself, so it was refused to protect ` +
      `your account. Open ${options.appOrigin} and try again.`;
    return c.json(errorBody(CROSS_SITE_REFUSED, message), 403);
  };
  return handler;
}
