import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';
import { isMultipart } from './upload';

const KB = 1024;
const MB = 1024 * KB;

/** Every request body under /api is capped at this, unless its route declares its own cap. */
export const DEFAULT_BODY_LIMIT_BYTES = 1 * MB;

/** The auth library's requests are a few short fields. */
export const AUTH_BODY_LIMIT_BYTES = 64 * KB;

const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413);

/**
 * Caps a request's body at `maxBytes` (Hono's body-limit middleware), with our 413: a declared
 * Content-Length over the cap is refused unread, and a chunked body as soon as its count passes the cap.
 */
export function capBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: tooLarge });
}

/**
 * The default cap of every body under /api. A multipart body is not capped as a whole: only an upload
 * route reads one, part by part through its pipeline, which caps each file (`readMultipart`).
 */
export function defaultBodyLimit(): MiddlewareHandler {
  const limit = capBody(DEFAULT_BODY_LIMIT_BYTES);
  return (c, next) => {
    // A GET or HEAD body is never read: the stream of a live event request keeps nothing of it.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isMultipart(c.req.header('content-type')) ? next() : limit(c, next);
  };
}
