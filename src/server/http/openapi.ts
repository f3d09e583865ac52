import { OpenAPIHono } from '@hono/zod-openapi';
import { errorSchema } from '../../shared/contracts/errors';
import type { AppEnv } from './app-env';
import { validationHook } from './validation';

/** A router whose routes are validated by their zod contracts and listed in /api/openapi.json. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

const errorContent = { 'application/json': { schema: errorSchema } };

/** The refusals a route may answer with, for its OpenAPI entry. */
export const refusals = {
  400: { description: 'Invalid request', content: errorContent },
  401: { description: 'Not signed in', content: errorContent },
  403: { description: 'Signed in with a role that may not call this route', content: errorContent },
  404: { description: 'Not found, or not yours', content: errorContent },
} as const;

export function json<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The refusals every upload route may add: too large or over quota, wrong type, too fast, disk full. */
export function uploadRefusals(wrongType: string) {
  return {
    413: json(errorSchema, "A file is too large, or the upload would pass the client's storage quota"),
    415: json(errorSchema, wrongType),
    429: json(errorSchema, 'The uploader sent too many files or bytes lately (with Retry-After)'),
    507: json(errorSchema, "The server's disk is too full to take the upload"),
  } as const;
}
