import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

const KB = 1024;

// Uploads stream to storage with their own limit (50 MB per file); every other body is small JSON.
const streamedUpload = /^\/api\/tasks\/[^/]+\/comments$/;

/** Refuses oversized request bodies while reading them, before any handler holds them in memory. */
export function requestBodyLimits(): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413),
    });
  const auth = limit(64 * KB);
  const api = limit(1024 * KB);
  return (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) return auth(c, next);
    if (streamedUpload.test(c.req.path)) return next();
    return api(c, next);
  };
}
