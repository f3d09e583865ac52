import { createRoute, z } from '@hono/zod-openapi';
import { profileSchema } from '../../../shared/contracts/accounts';
import { welcomeCompletedSchema } from '../../../shared/contracts/onboarding';
import { profileUpdateSchema } from '../../../shared/contracts/profile';
import { profileLogoUpload } from '../../../shared/domain/uploads';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import { currentActor, currentClient, requireClient, requireClientAbility } from '../../http/session';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { completeWelcomeFlow } from '../../identity/complete-welcome-flow';
import { getProfile } from '../../identity/get-profile';
import { toProfileDto } from '../../identity/profile-dto';
import { acceptLogoImage } from '../../storage/logo-image';
import { openLogo } from './open-logo';
import { updateProfile } from './update-profile';
import { uploadLogo } from './upload-logo';

const own = { 401: refusals[401], 403: refusals[403] } as const;

const welcomeComplete = createRoute({
  method: 'post',
  path: '/profile/welcome-complete',
  tags: ['profile'],
  summary: "Clients: the welcome modal's last step, 'Enter Dashboard', sets welcome_flow_completed",
  middleware: [requireClient] as const,
  responses: {
    200: json(welcomeCompletedSchema, 'The flag is set (again, harmlessly, if it already was)'),
    ...own,
  },
});

const read = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['profile'],
  summary: "The signed-in client's own profile (SPEC §2 Settings)",
  middleware: [requireClient] as const,
  responses: { 200: json(profileSchema, 'The profile'), ...own },
});

const update = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['profile'],
  summary:
    "Changes the signed-in client's own profile: names, company, website, phone, brand, payout, notifications. Only the fields sent change; an id in the body is ignored",
  middleware: [requireClient] as const,
  request: { body: { required: true, content: { 'application/json': { schema: profileUpdateSchema } } } },
  responses: { 200: json(profileSchema, 'The profile as saved'), 400: refusals[400], ...own },
});

const multipartLogo = {
  type: 'object',
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: `One JPG, PNG or SVG (by its bytes; an SVG without script or links), at most ${profileLogoUpload.files.file.maxBytes / 1024 / 1024}MB`,
    },
  },
} as const;

const uploadLogoRoute = createRoute({
  method: 'post',
  path: '/profile/logo',
  tags: ['profile'],
  summary:
    "Uploads the client company's logo or photo (its owners; multipart, streamed to user-assets/{clientId}/logo.{ext}, replacing the previous one)",
  middleware: [requireClientAbility('brand')] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: multipartLogo } } } },
  responses: {
    201: json(profileSchema, 'The profile, naming the new logo'),
    400: refusals[400],
    ...own,
    ...uploadRefusals('The file is not a JPG, PNG or SVG, or the SVG carries script or links'),
  },
});

const downloadLogo = createRoute({
  method: 'get',
  path: '/profile/logo',
  tags: ['profile'],
  summary: "The signed-in client's own logo (an SVG is served under a sandboxing CSP)",
  middleware: [requireClient] as const,
  responses: {
    200: { description: 'The logo', content: { 'image/*': { schema: z.any() } } },
    ...byteRangeResponses,
    404: refusals[404],
    ...own,
  },
});

// Every logo follows one rule: an SVG is kept only when the whole file proves free of script.
const logoUpload = uploadRoute(profileLogoUpload, { file: acceptLogoImage });

/** The signed-in client's own profile: SPEC §2 welcome modal and Settings. The id is always the session's. */
export function profileRoutes() {
  return createRouter()
    .openapi(welcomeComplete, async (c) => {
      const { db, realtime } = c.get('deps');
      const { user, client } = currentActor(c);
      await completeWelcomeFlow({ db, realtime, user, clientId: client?.id ?? null });
      return c.json({ welcomeFlowCompleted: true as const }, 200);
    })
    .openapi(read, async (c) => {
      const { user, client } = currentActor(c);
      const profile = await getProfile({ db: c.get('deps').db, user, clientId: client?.id });
      return c.json(toProfileDto(profile), 200);
    })
    .openapi(update, async (c) => {
      const { db, realtime } = c.get('deps');
      const changes = c.req.valid('json');
      const { user, client } = currentActor(c);
      const profile = await updateProfile({ db, realtime, user, client, changes });
      return c.json(toProfileDto(profile), 200);
    })
    .openapi(uploadLogoRoute, async (c) => {
      const { db, storage, realtime } = c.get('deps');
      const { user, client } = currentActor(c);
      await uploadLogo({
        db,
        storage,
        realtime,
        user,
        clientId: currentClient(c).id,
        upload: uploadReceiver(c, logoUpload),
      });
      const profile = await getProfile({ db, user, clientId: client?.id });
      return c.json(toProfileDto(profile), 201);
    })
    .openapi(downloadLogo, async (c) => {
      const { db, storage } = c.get('deps');
      const userId = currentClient(c).id;
      return storedFileResponse((range) => openLogo({ db, storage, userId, range }), {
        range: c.req.header('range'),
      });
    });
}
