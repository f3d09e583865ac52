import type { Context, ErrorHandler } from 'hono';
import { AppError } from '../core/errors';

// What Node and @hono/node-server throw when the client hangs up while its request body is being read.
const abortCodes = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);
const abortMessages = new Set(['aborted', 'Client connection prematurely closed.']);

/** True when `error` only says that the client went away mid-request: normal on the web, not a fault. */
export function isClientAbort(error: unknown, request: Request): boolean {
  // The app's own refusals (a 429, a 404) are answers, not faults. Asking for the request's signal would
  // build an AbortController for each of them.
  if (error instanceof AppError) return false;
  if (request.signal.aborted) return true;
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && abortCodes.has(code)) return true;
    if (typeof message === 'string' && abortMessages.has(message)) return true;
  }
  return false;
}

/**
 * Wraps the app's error handler: a request the client abandoned is logged at debug level and answered
 * (to no one) with a 400, instead of being logged as an unhandled error.
 */
export function quietOnClientAbort(handleError: ErrorHandler): ErrorHandler {
  return (error: Error, c: Context) => {
    if (!isClientAbort(error, c.req.raw)) return handleError(error, c);
    console.debug(`The client closed the connection during ${c.req.method} ${c.req.path}`);
    return c.json({ error: { code: 'bad_request', message: 'The request was cut short.' } }, 400);
  };
}
