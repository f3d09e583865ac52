import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The security headers of every answer, by what the answer is (Hono's secure-headers middleware). A page
 * or a static file gets them all. The build's scripts and style sheets get only those that act on a script
 * or a style sheet (nosniff, the resource policy, HSTS): the rest, on each of the portal's tens of chunks,
 * would weigh more than most chunks. An API answer is JSON, never rendered as a page: it gets those, the
 * framing refusals, no-store (OWASP's set for a REST API) and the permissions policy. A stored file, which
 * a tab may show, adds the document headers back itself (http/file-response.ts). A route's own header (a
 * previewed file's sandboxing CSP, an event stream's Cache-Control) wins: nothing here overwrites one.
 */
type SecurityOptions = { https: boolean };

/** The headers every answer under /api gets. */
export function apiSecurityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = secureHeaders({
    ...nothing,
    ...subresource(options),
    contentSecurityPolicy: { frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    permissionsPolicy,
  });
  return createMiddleware(async (c, next) => {
    await headers(c, next);
    // An API answer is the signed-in user's own, so no cache may keep it.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
}

/** The headers of a page, a static file, or one of the build's scripts and style sheets. */
export function pageSecurityHeaders(options: SecurityOptions): MiddlewareHandler {
  const forSubresources = secureHeaders({ ...nothing, ...subresource(options) });
  const forDocuments = secureHeaders({
    ...subresource(options),
    contentSecurityPolicy: pageContentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy,
  });
  return (c, next) => (isBuildScriptOrStyle(c.req.path) ? forSubresources : forDocuments)(c, next);
}

/** Every header the middleware sets by default, off: each configuration names what it sends. */
const nothing: Partial<SecureHeadersOptions> = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  overwrite: false,
};

/** What acts on any resource: nosniff, the resource policy, and HSTS once the app is served over https. */
const subresource = ({ https }: SecurityOptions): Partial<SecureHeadersOptions> => ({
  xContentTypeOptions: true,
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
  overwrite: false,
});

/** Vite's hashed output: only ever loaded by the portal's pages as a module script or a style sheet. */
const isBuildScriptOrStyle = (path: string) => path.startsWith('/assets/') && /\.(js|css)$/.test(path);

const pageContentSecurityPolicy: NonNullable<SecureHeadersOptions['contentSecurityPolicy']> = {
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
};

/**
 * No page uses these device and payment APIs (checkout is Stripe's own page), so no script may. Left on:
 * clipboard (invite links are copied) and fullscreen (attachment videos). On every answer, API ones too
 * (docs/reliability.md, 'Client hang-ups and the Permissions-Policy header').
 */
const permissionsPolicy: SecureHeadersOptions['permissionsPolicy'] = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
};

/** What acts only on a document: every page, and a stored file a tab shows (beside its own CSP). */
export const documentOnlyHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};
