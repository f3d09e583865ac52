import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '../../../shared/contracts/accounts';
import { createRouter, json, refusals } from '../../http/openapi';
import { mustSetUpTwoFactor, requireSignedIn, signedInActor } from '../../http/session';
import { getProfile } from '../../identity/get-profile';
import { toProfileDto } from '../../identity/profile-dto';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['accounts'],
  summary: 'The signed-in user, their role and profile',
  // Before a required two-factor setup too: the browser learns from it that the setup comes first.
  middleware: [requireSignedIn] as const,
  responses: { 200: json(meSchema, 'The signed-in user'), 401: refusals[401] },
});

export function accountsRoutes() {
  return createRouter().openapi(getMe, async (c) => {
    const actor = signedInActor(c);
    const { user, role, client, twoFactor } = actor;
    const profile = await getProfile({ db: c.get('deps').db, user, clientId: client?.id });
    return c.json(
      {
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
        role,
        client,
        profile: toProfileDto(profile),
        twoFactor: {
          enabled: twoFactor.enabled,
          setupRequired: mustSetUpTwoFactor(actor),
          requiredForYou: twoFactor.required,
        },
      },
      200,
    );
  });
}
