import type { Context } from 'hono';

// What an error answer without a body of its own says, by status.
const fallbackByStatus: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Bad request' },
  401: { code: 'unauthorized', message: 'Not signed in' },
  403: { code: 'forbidden', message: 'Forbidden' },
  404: { code: 'not_found', message: 'No such API route' },
  405: { code: 'method_not_allowed', message: 'This route does not accept that method' },
  413: { code: 'payload_too_large', message: 'The request is too large.' },
  415: { code: 'unsupported_media_type', message: 'Unsupported media type' },
  429: { code: 'rate_limited', message: 'Too many requests' },
};

/**
 * Every error under /api answers `{ error: { code, message } }`. Our routes do so already; the auth
 * library answers a path or method it does not serve with an empty 404, which is given that shape here.
 */
export async function giveErrorShape(c: Context): Promise<void> {
  const answer = c.res;
  if (answer.status < 400 || answer.headers.get('content-type')?.includes('json')) return;
  const fallback = fallbackByStatus[answer.status] ?? {
    code: answer.status >= 500 ? 'internal' : 'bad_request',
    message: answer.statusText || 'Request failed',
  };
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  await answer.body?.cancel();
  // Cleared first: assigning over a response would merge the old headers (its length among them) back in.
  c.res = undefined;
  c.res = new Response(JSON.stringify({ error: fallback }), { status: answer.status, headers });
}
