import { z } from 'zod';

/** Every refusal and failure of the API: `{ error: { code, message, fields? } }`. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Messages per request field, for a form to show beside each input. */
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error' });
