import { messages } from '../../../shared/messages';
import type { FieldErrors } from '../../core/errors';

/**
 * The auth library answers errors as `{ message, code }`. Every other route answers
 * `{ error: { code, message, fields? } }`, so its answers are rewritten into that shape. The library's own
 * codes (EMAIL_NOT_VERIFIED, INVALID_TOKEN ...) are kept: the browser acts on some of them. Its
 * validation message ("[body.email] Invalid input ...; [body.password] ...") becomes field errors.
 */
export async function withOurErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown; code?: unknown; error?: unknown } | undefined;
  if (!body || typeof body !== 'object' || 'error' in body) return response;

  let message = typeof body.message === 'string' && body.message ? body.message : response.statusText;
  let code = typeof body.code === 'string' && body.code ? body.code : 'AUTH_ERROR';
  // No session: the same answer as every other route that needs one.
  if (code === 'UNAUTHORIZED' && response.status === 401) {
    code = 'unauthorized';
    message = messages.common.notAuthenticated;
  }
  const fields = code === 'VALIDATION_ERROR' ? fieldErrorsOf(message) : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const error = fields ? { code, message, fields } : { code, message };
  return new Response(JSON.stringify({ error }), { status: response.status, headers });
}

function fieldErrorsOf(message: string): FieldErrors | undefined {
  const fields: FieldErrors = {};
  for (const part of message.split(/;\s*/)) {
    const match = /^\[(?:body|query)\.([^\]]+)\]\s*(.+)$/.exec(part.trim());
    if (!match) continue;
    const [, field, text] = match as unknown as [string, string, string];
    fields[field] = [...(fields[field] ?? []), text];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
