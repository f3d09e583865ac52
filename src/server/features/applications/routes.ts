import { createRouter } from '../../http/openapi';

/** Partnership applications from the public site (SPEC §2 "Application dialog"). */
export function applicationsRoutes() {
  return createRouter();
}
