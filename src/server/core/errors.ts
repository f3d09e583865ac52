import type { CROSS_SITE_REFUSED } from '../../shared/domain/error-codes';

// The one error type domain code throws. It names what went wrong; the HTTP layer (http/errors.ts)
// decides the status and the body, so any layer may throw it without knowing about HTTP.

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  /** A staff member the agency requires two-factor sign-in of, before they have set it up (403). */
  | 'two_factor_setup_required'
  /** Confirming who one is (turning two-factor sign-in off): the password, or the code, was not right (400). */
  | 'wrong_password'
  | 'wrong_code'
  | typeof CROSS_SITE_REFUSED
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal'
  /** The server's own disk is too full to take what was sent; not the caller's fault. */
  | 'insufficient_storage'
  /** The server is at a capacity it keeps for itself (live streams): try again later, elsewhere. */
  | 'unavailable';

/** Messages per request field, as the answer's `fields`. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    // A refusal (401, 404, …) is an answer, not a fault: nothing reads its stack, and capturing one was a
    // twentieth of an unknown path's time. The server's own failures keep theirs.
    const stackFrames = Error.stackTraceLimit;
    if (!serversOwnFailure.has(code)) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackFrames;
    this.code = code;
    this.fields = fields;
  }
}

const serversOwnFailure = new Set<ErrorCode>(['internal', 'insufficient_storage']);

/** The constraint a unique violation (SQLSTATE 23505) broke, wherever the driver nests it; else null. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
