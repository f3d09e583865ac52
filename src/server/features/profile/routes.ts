import { createRoute } from '@hono/zod-openapi';
import { welcomeCompletedSchema } from '../../../shared/contracts/onboarding';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireClient } from '../../http/session';
import { completeWelcomeFlow } from '../../identity/complete-welcome-flow';

const welcomeComplete = createRoute({
  method: 'post',
  path: '/profile/welcome-complete',
  tags: ['profile'],
  summary: "Clients: the welcome modal's last step, 'Enter Dashboard', sets welcome_flow_completed",
  middleware: [requireClient] as const,
  responses: {
    200: json(welcomeCompletedSchema, 'The flag is set (again, harmlessly, if it already was)'),
    401: refusals[401],
    403: refusals[403],
  },
});

/** The signed-in client's own profile flags (SPEC §2 welcome modal). */
export function profileRoutes() {
  return createRouter().openapi(welcomeComplete, async (c) => {
    const { db, realtime } = c.get('deps');
    await completeWelcomeFlow({ db, realtime, user: currentActor(c).user });
    return c.json({ welcomeFlowCompleted: true as const }, 200);
  });
}
