import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { AppError, type FieldErrors } from '../core/errors';
import { errorBody } from './errors';

function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/**
 * A contract's refusal as the 400 every route answers: the first message, and the messages per field.
 * For input a route checks itself (a multipart field), so it reads exactly as the route's contract would.
 */
export function validationError(error: ZodError): AppError {
  const fields = fieldErrors(error);
  return new AppError('validation_failed', Object.values(fields)[0]?.[0] ?? 'Invalid request', fields);
}

/** Every request validation failure answers 400 with the field errors, never a 500. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) {
    const { code, message, fields } = validationError(result.error as ZodError);
    return c.json(errorBody(code, message, fields), 400);
  }
};
