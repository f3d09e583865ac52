import { createRoute } from '@hono/zod-openapi';
import { meSchema } from '../../../shared/contracts/accounts';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, requireUser } from '../../http/session';
import { getProfile } from '../../identity/get-profile';
import { toProfileDto } from '../../identity/profile-dto';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['accounts'],
  summary: 'The signed-in user, their role and profile',
  middleware: [requireUser] as const,
  responses: { 200: json(meSchema, 'The signed-in user'), 401: refusals[401] },
});

export function accountsRoutes() {
  return createRouter().openapi(getMe, async (c) => {
    const { user, role, client } = currentActor(c);
    const profile = await getProfile({ db: c.get('deps').db, user, clientId: client?.id });
    return c.json(
      {
        user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
        role,
        client,
        profile: toProfileDto(profile),
      },
      200,
    );
  });
}
