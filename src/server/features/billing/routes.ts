import { createRoute } from '@hono/zod-openapi';
import { billingPlanSchema } from '../../../shared/contracts/profile';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentClient, requireClientAbility } from '../../http/session';
import { getPlan } from './get-plan';

const plan = createRoute({
  method: 'get',
  path: '/billing/plan',
  tags: ['billing'],
  summary: "The client's paid subscription tier, shown as its plan on Billing & Plan (null: the sample plan)",
  middleware: [requireClientAbility('billing')] as const,
  responses: { 200: json(billingPlanSchema, 'The plan'), 401: refusals[401], 403: refusals[403] },
});

/** SPEC §2 Billing & Plan: display only; the plan's name comes from a paid subscription when there is one. */
export function billingRoutes() {
  return createRouter().openapi(plan, async (c) =>
    c.json(await getPlan({ db: c.get('deps').db, clientId: currentClient(c).id }), 200),
  );
}
