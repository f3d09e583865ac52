import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { errorBody, type FieldErrors } from './errors';

export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Every request validation failure answers 400 with the field errors, never a 500. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) {
    const fields = fieldErrors(result.error as ZodError);
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
    return c.json(errorBody('validation_failed', first, fields), 400);
  }
};
