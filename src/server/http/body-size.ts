import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';
import { isMultipart } from './upload';

const KB = 1024;
const MB = 1024 * KB;

/** Every request body under /api is capped at this, unless its route states otherwise below. */
export const DEFAULT_BODY_LIMIT_BYTES = 1 * MB;

type BodyRule = {
  path: RegExp;
  /** The route's own cap, in place of the default. */
  maxBytes?: number;
  /**
   * The route streams multipart uploads part by part to storage, each file bounded by its own limit
   * (`readMultipart`), so a multipart body is not capped as a whole. Its other bodies (JSON) still are.
   */
  streamsMultipart?: boolean;
};

const rules: BodyRule[] = [
  // The auth library's requests are a few short fields.
  { path: /^\/api\/auth\//, maxBytes: 64 * KB },
  // Task comments: JSON text, or multipart text and files (50 MB each, at most 10).
  { path: /^\/api\/tasks\/[^/]+\/comments$/, streamsMultipart: true },
  // Project updates: a message and up to 5 images, videos or PDFs (200 MB each).
  { path: /^\/api\/admin\/clients\/[^/]+\/updates$/, streamsMultipart: true },
  // Client files: a category, a description and one file (500 MB).
  { path: /^\/api\/admin\/clients\/[^/]+\/files$/, streamsMultipart: true },
  // The agency logo: one JPG or PNG (5 MB).
  { path: /^\/api\/admin\/agency\/logo$/, streamsMultipart: true },
  // A client's logo or photo: one JPG, PNG or SVG (5MB).
  { path: /^\/api\/profile\/logo$/, streamsMultipart: true },
];

/**
 * Refuses an oversized body with 413 while it is read, before any handler parses or holds it: a declared
 * Content-Length over the cap is refused unread (Node's parser never delivers more than it declares), and a
 * chunked body is counted as it arrives and refused as soon as the count passes the cap. Returns the
 * refusal, or nothing once `next` has run.
 */
export function requestBodyLimits(): (c: Context, next: Next) => Promise<Response | undefined> {
  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413);
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: tooLarge });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    const maxSize = capOf(c);
    if (maxSize === undefined) {
      await next();
      return undefined;
    }
    // A declared length is judged as declared. The limiter would first build the web Request and its
    // body stream to look at, on every write, and the handler would then read the JSON through that
    // stream instead of straight from Node's request. Only a chunked body is counted as it arrives.
    const declared = c.req.header('content-length');
    const judgedAsDeclared = declared !== undefined && c.req.header('transfer-encoding') === undefined;
    if (judgedAsDeclared && Number.parseInt(declared, 10) > maxSize) return tooLarge(c);
    if (judgedAsDeclared) {
      await next();
      return undefined;
    }
    // Hono's limiter answers its refusal, or what `next` resolves to (the context) once it let the body by.
    const answer = await limiterFor(maxSize)(c, next);
    return answer instanceof Response ? answer : undefined;
  };
}

/** The cap on a request's body as a whole, or undefined where it has none. */
function capOf(c: Context): number | undefined {
  // A GET or HEAD body is never read. The limiter would build the whole web Request to look at it, on
  // every read, and a live event stream would keep that Request for its whole life.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const rule = rules.find((r) => r.path.test(c.req.path));
  if (rule?.streamsMultipart && isMultipart(c.req.header('content-type'))) return undefined;
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}
