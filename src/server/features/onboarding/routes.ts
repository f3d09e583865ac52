import { createRouter } from '../../http/openapi';

export function onboardingRoutes() {
  return createRouter();
}
