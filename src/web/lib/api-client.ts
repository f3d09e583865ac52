import { CROSS_SITE_REFUSED } from '@/shared/domain/error-codes';

/**
 * The one way the browser calls our API. Every route, the auth library's included, answers errors as
 * `{ error: { code, message, fields? } }`; a bare `{ message, code }` is still read. Either becomes an
 * ApiError carrying the HTTP status and the server's message.
 */
export class ApiError extends Error {
  /** True when the server explained the failure; false when we only know the status. */
  readonly fromServer: boolean;

  constructor(
    readonly status: number,
    serverMessage: string | undefined,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.fromServer = serverMessage !== undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RequestOptions = { method?: Method; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}) {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    signal,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  post: <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'DELETE', body }),
};

// The auth library's code for the same refusal, should its own check be the one that refuses.
const LIBRARY_CROSS_SITE_REFUSED = 'INVALID_ORIGIN';

/** Said when the auth library refused a write as cross-site; its own 'Invalid origin' explains nothing. */
export const crossSiteExplanation =
  "This page is not open at the portal's own address, so the change was refused to protect your account. " +
  'Open the portal at its usual address and try again.';

/** True when the server refused the request because the page that sent it is on another site. */
export function isCrossSiteRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === CROSS_SITE_REFUSED || error.code === LIBRARY_CROSS_SITE_REFUSED)
  );
}

/**
 * The server's explanation when it gave one, otherwise the caller's SPEC fallback. A cross-site refusal
 * is always explained, whatever the fallback: a bare 'Submission failed' leaves the user stuck.
 */
export function errorMessage(error: unknown, fallback: string) {
  if (isCrossSiteRefusal(error)) {
    return error.code === CROSS_SITE_REFUSED && error.fromServer ? error.message : crossSiteExplanation;
  }
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown) {
  const body = isRecord(payload) && isRecord(payload.error) ? payload.error : payload;
  if (!isRecord(body)) return new ApiError(status, undefined);
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const fields = isRecord(body.fields) ? (body.fields as Record<string, string[]>) : undefined;
  return new ApiError(status, message, code, fields);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
