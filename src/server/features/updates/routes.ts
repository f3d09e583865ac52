import { createRoute, z } from '@hono/zod-openapi';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import {
  projectUpdateListSchema,
  projectUpdateSchema,
  updateAttachmentParamsSchema,
  viewQuerySchema,
} from '../../../shared/contracts/updates';
import { projectUpdateUpload } from '../../../shared/domain/uploads';
import { auditWho } from '../../audit/audit-who';
import { downloadWho } from '../../audit/download-who';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import {
  currentActor,
  currentClient,
  currentReach,
  requireClient,
  requireClientOrStaff,
  requireStaff,
} from '../../http/session';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { requireClientAccount } from '../../identity/require-client-account';
import { listUpdates } from './list-updates';
import { openUpdateAttachment } from './open-update-attachment';
import { postUpdate } from './post-update';

const own = { 401: refusals[401], 403: refusals[403] } as const;

const clientList = createRoute({
  method: 'get',
  path: '/updates',
  tags: ['updates'],
  summary: "The client's project updates, newest first, with their attachments",
  middleware: [requireClient] as const,
  responses: { 200: json(projectUpdateListSchema, 'Updates'), ...own },
});

const adminList = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/updates',
  tags: ['updates'],
  summary: "One client's project updates, newest first",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(projectUpdateListSchema, 'Updates'), ...refusals },
});

const multipartUpdate = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'The update; not blank once trimmed' },
    file: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `Up to ${projectUpdateUpload.files.file.maxCount} images, videos or PDFs (by their bytes), ${projectUpdateUpload.files.file.maxBytes / 1024 / 1024} MB each`,
    },
  },
} as const;

const post = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/updates',
  tags: ['updates'],
  summary: 'Posts a project update with its attachments (multipart, streamed to storage)',
  middleware: [requireStaff] as const,
  request: {
    params: clientParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: multipartUpdate } } },
  },
  responses: {
    201: json(projectUpdateSchema, 'The update'),
    ...refusals,
    ...uploadRefusals('A file is not an image, a video or a PDF'),
  },
});

const download = createRoute({
  method: 'get',
  path: '/updates/{updateId}/attachments/{attachmentId}',
  tags: ['updates'],
  summary: "An update's file (a client: only its own); `view=1` shows a picture or PDF in the browser",
  middleware: [requireClientOrStaff] as const,
  request: { params: updateAttachmentParamsSchema, query: viewQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...byteRangeResponses,
    ...refusals,
  },
});

const updateUpload = uploadRoute(projectUpdateUpload);

/** SPEC §2 Updates page and the admin client page's Updates tab. */
export function updatesRoutes() {
  return createRouter()
    .openapi(clientList, async (c) => {
      const clientId = currentClient(c).id;
      return c.json({ updates: await listUpdates({ db: c.get('deps').db, clientId }) }, 200);
    })
    .openapi(adminList, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db } = c.get('deps');
      await requireClientAccount(db, clientId, currentReach(c));
      return c.json({ updates: await listUpdates({ db, clientId }) }, 200);
    })
    .openapi(post, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const update = await postUpdate({
        db,
        realtime,
        adminId: currentActor(c).user.id,
        who: auditWho(c),
        reach: currentReach(c),
        clientId,
        upload: uploadReceiver(c, updateUpload),
      });
      return c.json(update, 201);
    })
    .openapi(download, async (c) => {
      const { updateId, attachmentId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const actor = currentActor(c);
      // A picture shown in the feed (`view=1`) is reading the update; taking the file away is recorded.
      const inline = c.req.valid('query').view === '1';
      const downloadBy = inline ? null : downloadWho(c);
      return storedFileResponse(
        (range) => openUpdateAttachment({ db, storage, actor, downloadBy, updateId, attachmentId, range }),
        { inline, range: c.req.header('range') },
      );
    });
}
