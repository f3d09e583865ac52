import { createRoute, z } from '@hono/zod-openapi';
import {
  agencyBrandingSchema,
  agencySettingsSchema,
  updateAgencySettingsSchema,
} from '../../../shared/contracts/agency-settings';
import { twoFactorRequirementSchema } from '../../../shared/contracts/two-factor';
import { agencyMessages } from '../../../shared/domain/agency-settings';
import { agencyLogoUpload } from '../../../shared/domain/uploads';
import { auditWho } from '../../audit/audit-who';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import { currentActor, requireAdmin, requireSignedIn } from '../../http/session';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { agencyLogoPath, readAgencySettings } from '../../platform/agency-settings';
import { acceptLogoImage } from '../../storage/logo-image';
import { openAgencyLogo } from './open-logo';
import { toAgencySettingsDto } from './present';
import { setTwoFactorRequirement } from './set-two-factor-requirement';
import { updateAgencySettings } from './update-agency-settings';
import { removeAgencyLogo, uploadAgencyLogo } from './upload-logo';

const adminRefusals = { 401: refusals[401], 403: refusals[403] } as const;

const readSettings = createRoute({
  method: 'get',
  path: '/admin/agency/settings',
  tags: ['agency'],
  summary: "Admins: the agency's logo and notification toggles (the defaults until first saved)",
  middleware: [requireAdmin] as const,
  responses: { 200: json(agencySettingsSchema, 'The settings'), ...adminRefusals },
});

const saveSettings = createRoute({
  method: 'patch',
  path: '/admin/agency/settings',
  tags: ['agency'],
  summary:
    'Admins: change the agency notification emails, time zone or audit log retention (those sent; the ' +
    'others keep theirs)',
  middleware: [requireAdmin] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: updateAgencySettingsSchema } } },
  },
  responses: { 200: json(agencySettingsSchema, 'The settings'), 400: refusals[400], ...adminRefusals },
});

const twoFactorRequirement = createRoute({
  method: 'put',
  path: '/admin/agency/two-factor-requirement',
  tags: ['agency'],
  summary:
    'Admins: require two-factor sign-in of staff (the admin must have it on), or stop requiring it (the ' +
    "admin's password and a code)",
  middleware: [requireAdmin] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: twoFactorRequirementSchema } } },
  },
  responses: { 200: json(agencySettingsSchema, 'The settings'), 400: refusals[400], ...adminRefusals },
});

const multipartLogo = {
  type: 'object',
  required: ['file'] as string[],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: `One JPG, PNG or SVG (by its bytes; an SVG without script, links or embedded content), ${agencyLogoUpload.files.file.maxBytes / 1024 / 1024} MB at most`,
    },
  },
} as const;

const uploadLogo = createRoute({
  method: 'post',
  path: '/admin/agency/logo',
  tags: ['agency'],
  summary: "Admins: upload the agency's logo (multipart, streamed to storage), replacing the previous one",
  middleware: [requireAdmin] as const,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: multipartLogo } } },
  },
  responses: {
    201: json(agencySettingsSchema, 'The settings, with the new logo'),
    400: refusals[400],
    ...adminRefusals,
    ...uploadRefusals(agencyMessages.logoTypeRefused),
  },
});

const deleteLogo = createRoute({
  method: 'delete',
  path: '/admin/agency/logo',
  tags: ['agency'],
  summary: 'Admins: remove the agency logo (sidebars and emails show the Agency Portal mark again)',
  middleware: [requireAdmin] as const,
  responses: { 200: json(agencySettingsSchema, 'The settings, without a logo'), ...adminRefusals },
});

const branding = createRoute({
  method: 'get',
  path: '/agency/branding',
  tags: ['agency'],
  summary: "Any signed-in user: where the agency's logo is served, or null (the sidebars show it)",
  // The two-factor setup a staff member may be required to do first shows the agency's logo too.
  middleware: [requireSignedIn] as const,
  responses: { 200: json(agencyBrandingSchema, 'The branding'), 401: refusals[401] },
});

const logo = createRoute({
  method: 'get',
  path: '/agency/logo',
  tags: ['agency'],
  summary:
    "Anyone: the agency's logo (JPG, PNG, or SVG under a CSP that forbids script; nosniff). Public on " +
    'purpose: emails show it without a session (decision 014)',
  responses: {
    200: {
      description: 'The logo',
      content: {
        'image/png': { schema: z.any() },
        'image/jpeg': { schema: z.any() },
        'image/svg+xml': { schema: z.any() },
      },
    },
    ...byteRangeResponses,
    404: refusals[404],
  },
});

// Every logo follows one rule: an SVG is kept only when the whole file proves free of script.
const logoUpload = uploadRoute(agencyLogoUpload, { file: acceptLogoImage });

/** Admin Settings, System: the agency's logo and notification emails; the logo every signed-in page shows. */
export function agencyRoutes() {
  return createRouter()
    .openapi(readSettings, async (c) => {
      return c.json(toAgencySettingsDto(await readAgencySettings(c.get('deps').db)), 200);
    })
    .openapi(saveSettings, async (c) => {
      const { db, realtime } = c.get('deps');
      const adminId = currentActor(c).user.id;
      const changes = c.req.valid('json');
      const saved = await updateAgencySettings({ db, realtime, who: auditWho(c), adminId, changes });
      return c.json(toAgencySettingsDto(saved), 200);
    })
    .openapi(twoFactorRequirement, async (c) => {
      const deps = c.get('deps');
      const saved = await setTwoFactorRequirement({
        deps,
        who: auditWho(c),
        caller: currentActor(c),
        headers: c.req.raw.headers,
        change: c.req.valid('json'),
      });
      return c.json(toAgencySettingsDto(saved), 200);
    })
    .openapi(uploadLogo, async (c) => {
      const { db, storage, realtime } = c.get('deps');
      await uploadAgencyLogo({
        db,
        storage,
        realtime,
        who: auditWho(c),
        adminId: currentActor(c).user.id,
        upload: uploadReceiver(c, logoUpload),
      });
      return c.json(toAgencySettingsDto(await readAgencySettings(db)), 201);
    })
    .openapi(deleteLogo, async (c) => {
      const { db, storage, realtime } = c.get('deps');
      const adminId = currentActor(c).user.id;
      await removeAgencyLogo({ db, storage, realtime, who: auditWho(c), adminId });
      return c.json(toAgencySettingsDto(await readAgencySettings(db)), 200);
    })
    .openapi(branding, async (c) => {
      const settings = await readAgencySettings(c.get('deps').db);
      return c.json({ logoUrl: agencyLogoPath(settings), timeZone: settings.timeZone }, 200);
    })
    .openapi(logo, async (c) => {
      const { db, storage } = c.get('deps');
      // Served as an attachment like every stored file: an <img> shows it, a tab never renders it.
      return storedFileResponse((range) => openAgencyLogo({ db, storage, range }), {
        range: c.req.header('range'),
      });
    });
}
