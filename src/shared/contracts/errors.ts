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

/** The code of a write refused because the page that sent it is on another site; the web app explains it. */
export const CROSS_SITE_REFUSED = 'cross_site_request';
