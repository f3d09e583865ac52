import { createRouter } from '../../http/openapi';

export function invitesRoutes() {
  return createRouter();
}
