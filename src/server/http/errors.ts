import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { RequestIdVariables } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../shared/messages';
import { AppError, type ErrorCode, type FieldErrors } from '../core/errors';

/** The HTTP status each of core's error codes answers with. */
const statusByCode = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  two_factor_setup_required: 403,
  wrong_password: 400,
  wrong_code: 400,
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  insufficient_storage: 507,
  unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/**
 * The code for a framework error's status: the first code listed with it above (400 is the plain
 * 'bad_request', 403 'forbidden'), never one of the specific codes that share its status.
 */
const codeByStatus = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(statusByCode) as [ErrorCode, number][])
  if (!codeByStatus.has(status)) codeByStatus.set(status, code);

export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** An `AppError` answers with its code's status and `{ error: { code, message, fields? } }`. */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields), statusByCode[error.code]);
  }
  if (error instanceof HTTPException) {
    // Hono's own body parsers throw these for malformed JSON or forms.
    const status = error.status as ContentfulStatusCode;
    const code = status >= 500 ? 'internal' : (codeByStatus.get(status) ?? 'bad_request');
    return c.json(errorBody(code, error.message || 'Bad request'), status);
  }
  if (isDataException(error)) {
    return c.json(errorBody('bad_request', 'The request contains a value that cannot be stored.'), 400);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path} (request ${requestIdOf(c)})`, error);
  return c.json(errorBody('internal', messages.common.unexpected), 500);
}

/** Postgres rejects some input only when storing it (a NUL in text, an out-of-range date): SQLSTATE 22xxx. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** The request's id (Hono's request-id middleware), which its answer carries as X-Request-Id. */
export function requestIdOf(c: Context): string {
  return (c.var as Partial<RequestIdVariables>).requestId ?? 'without an id';
}
