import { createRouter } from '../../http/openapi';

export function purchasesRoutes() {
  return createRouter();
}
