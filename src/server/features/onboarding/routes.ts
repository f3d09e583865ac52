import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  clientOnboardingStateSchema,
  onboardingClientParamsSchema,
  onboardingInputSchema,
  onboardingSchema,
  onboardingStateSchema,
} from '../../../shared/contracts/onboarding';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentClient, currentReach, requireClient, requireStaff } from '../../http/session';
import { getClientOnboarding, getOnboarding } from './get-onboarding';
import { toOnboardingDto } from './present';
import { saveOnboarding } from './save-onboarding';

const signedInRefusals = { 401: refusals[401], 403: refusals[403] };

const readOwn = createRoute({
  method: 'get',
  path: '/onboarding',
  tags: ['onboarding'],
  summary: 'Clients: their own onboarding answers, or null while they have not completed it',
  middleware: [requireClient] as const,
  responses: { 200: json(onboardingStateSchema, 'The answers or null'), ...signedInRefusals },
});

const save = createRoute({
  method: 'post',
  path: '/onboarding',
  tags: ['onboarding'],
  summary:
    'Clients: save the founder questionnaire, once; onboarding is then completed, the welcome modal closed for good and the agency emailed',
  middleware: [requireClient] as const,
  request: { body: { required: true, content: { 'application/json': { schema: onboardingInputSchema } } } },
  responses: {
    201: json(onboardingSchema, 'Saved'),
    400: refusals[400],
    ...signedInRefusals,
    409: json(errorSchema, "'Onboarding has already been completed'"),
    500: json(errorSchema, "'Failed to save onboarding data. Please try again.'"),
  },
});

const readClient = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/onboarding',
  tags: ['onboarding'],
  summary:
    "Staff: a client's onboarding answers (or null) and whether they finished the welcome modal; 'Client Not Found' when the id is no client's",
  middleware: [requireStaff] as const,
  request: { params: onboardingClientParamsSchema },
  responses: {
    200: json(clientOnboardingStateSchema, 'The answers or null, and the welcome modal state'),
    ...refusals,
  },
});

/** SPEC §2 Get Started (/dashboard/onboarding) and §7 client_onboarding. */
export function onboardingRoutes() {
  return createRouter()
    .openapi(readOwn, async (c) => {
      const row = await getOnboarding({ db: c.get('deps').db, clientId: currentClient(c).id });
      return c.json({ onboarding: row ? toOnboardingDto(row) : null }, 200);
    })
    .openapi(save, async (c) => {
      const { db, realtime, mailer, config } = c.get('deps');
      const row = await saveOnboarding({
        db,
        realtime,
        mailer,
        inbox: { agencyEmail: config.mail.agencyEmail, appOrigin: config.appOrigin },
        user: currentActor(c).user,
        clientId: currentClient(c).id,
        answers: c.req.valid('json'),
      });
      return c.json(toOnboardingDto(row), 201);
    })
    .openapi(readClient, async (c) => {
      const { row, welcomeFlowCompleted } = await getClientOnboarding({
        db: c.get('deps').db,
        reach: currentReach(c),
        clientId: c.req.valid('param').clientId,
      });
      return c.json({ onboarding: row ? toOnboardingDto(row) : null, welcomeFlowCompleted }, 200);
    });
}
