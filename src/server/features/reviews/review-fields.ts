import type { z } from 'zod';
import { validationError } from '../../http/validation';

/** A multipart list field: comma-separated ids, blanks dropped. */
export function idList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/** A multipart upload's fields checked by their contract: refused exactly as a JSON body would be. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const checked = schema.safeParse(fields);
  if (!checked.success) throw validationError(checked.error);
  return checked.data;
}
