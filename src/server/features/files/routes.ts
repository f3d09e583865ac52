import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import {
  adminFileListSchema,
  adminFileQuerySchema,
  adminFileSchema,
  clientFileListSchema,
  fileParamsSchema,
  storageUsageSchema,
} from '../../../shared/contracts/files';
import { viewQuerySchema } from '../../../shared/contracts/updates';
import {
  clientFileExtensions,
  clientFileTypeOf,
  FILE_CATEGORIES,
  FILE_DESCRIPTION_MAX_LENGTH,
  fileMessages,
} from '../../../shared/domain/client-files';
import { clientFileUpload } from '../../../shared/domain/uploads';
import { auditWho } from '../../audit/audit-who';
import { downloadWho } from '../../audit/download-who';
import { AppError } from '../../core/errors';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import {
  currentActor,
  currentClient,
  currentReach,
  requireAdmin,
  requireClient,
  requireClientOrStaff,
  requireStaff,
} from '../../http/session';
import { attachmentDisposition } from '../../http/upload';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { deleteClientFile } from './delete-client-file';
import { streamFilesArchive } from './files-archive';
import { listAdminFiles, listClientFiles } from './list-files';
import { openClientFile } from './open-client-file';
import { storageUsage } from './storage-usage';
import { uploadClientFile } from './upload-client-file';

const own = { 401: refusals[401], 403: refusals[403] } as const;
const binary = (description: string, type = 'application/octet-stream') => ({
  description,
  content: { [type]: { schema: z.any() } },
});

const clientList = createRoute({
  method: 'get',
  path: '/files',
  tags: ['files'],
  summary: "The client's files, newest first",
  middleware: [requireClient] as const,
  responses: { 200: json(clientFileListSchema, 'Files'), ...own },
});

const archive = createRoute({
  method: 'get',
  path: '/files/archive',
  tags: ['files'],
  summary: "Download All Assets: one zip of the client's files, streamed",
  middleware: [requireClient] as const,
  responses: {
    200: binary('A zip, a folder per category', 'application/zip'),
    ...own,
    404: refusals[404],
  },
});

const download = createRoute({
  method: 'get',
  path: '/files/{fileId}/download',
  tags: ['files'],
  summary: 'A file (a client: only its own); `view=1` shows a picture or PDF in the browser',
  middleware: [requireClientOrStaff] as const,
  request: { params: fileParamsSchema, query: viewQuerySchema },
  responses: { 200: binary('The file'), ...byteRangeResponses, ...refusals },
});

const adminList = createRoute({
  method: 'get',
  path: '/admin/files',
  tags: ['files'],
  summary:
    "A page of every client's files (or one client's), newest first, with the client's name; tab and search filters",
  middleware: [requireStaff] as const,
  request: { query: adminFileQuerySchema },
  responses: { 200: json(adminFileListSchema, 'Files'), ...refusals },
});

const multipartFile = {
  type: 'object',
  required: ['category', 'file'] as string[],
  properties: {
    category: { type: 'string', enum: [...FILE_CATEGORIES] as string[] },
    description: { type: 'string', maxLength: FILE_DESCRIPTION_MAX_LENGTH },
    file: {
      type: 'string',
      format: 'binary',
      description: `One file: ${clientFileExtensions.join(', ')} (by its bytes), ${clientFileUpload.files.file.maxBytes / 1024 / 1024} MB at most`,
    },
  },
} as const;

const upload = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/files',
  tags: ['files'],
  summary: 'Uploads a file for a client (multipart, streamed to storage)',
  middleware: [requireStaff] as const,
  request: {
    params: clientParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: multipartFile } } },
  },
  responses: {
    201: json(adminFileSchema, 'The file'),
    ...refusals,
    ...uploadRefusals(fileMessages.typeRefused),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/files/{fileId}',
  tags: ['files'],
  summary: 'Deletes a file and its stored bytes',
  middleware: [requireStaff] as const,
  request: { params: fileParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

const usage = createRoute({
  method: 'get',
  path: '/admin/storage',
  tags: ['files'],
  summary: "Each client's stored bytes against the quota",
  middleware: [requireAdmin] as const,
  responses: { 200: json(storageUsageSchema, 'Usage'), ...refusals },
});

// Word, Excel and PowerPoint 97–2003 files share one container format: their names tell which.
const fileUpload = uploadRoute(clientFileUpload, { file: clientFileTypeOf });

/** SPEC §2 Reports & Assets (client), Reports & Files and the Files tab (admin). */
export function filesRoutes() {
  return createRouter()
    .openapi(clientList, async (c) => {
      const clientId = currentClient(c).id;
      return c.json({ files: await listClientFiles({ db: c.get('deps').db, clientId }) }, 200);
    })
    .openapi(archive, async (c) => {
      const { db, storage } = c.get('deps');
      const clientId = currentClient(c).id;
      const zip = await streamFilesArchive({ db, storage, downloadBy: downloadWho(c), clientId });
      if (!zip) throw new AppError('not_found', fileMessages.nothingToArchive);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(Readable.toWeb(zip) as ReadableStream, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachmentDisposition(`assets-${day}.zip`),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    })
    .openapi(download, async (c) => {
      const { db, storage } = c.get('deps');
      const actor = currentActor(c);
      const { fileId } = c.req.valid('param');
      const downloadBy = downloadWho(c);
      return storedFileResponse(
        (range) => openClientFile({ db, storage, actor, downloadBy, fileId, range }),
        {
          inline: c.req.valid('query').view === '1',
          range: c.req.header('range'),
        },
      );
    })
    .openapi(adminList, async (c) => {
      const { before, ...filters } = c.req.valid('query');
      return c.json(
        await listAdminFiles({ db: c.get('deps').db, reach: currentReach(c), filters, before }),
        200,
      );
    })
    .openapi(upload, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const file = await uploadClientFile({
        db,
        realtime,
        who: auditWho(c),
        adminId: currentActor(c).user.id,
        reach: currentReach(c),
        clientId,
        upload: uploadReceiver(c, fileUpload),
      });
      return c.json(file, 201);
    })
    .openapi(remove, async (c) => {
      const { db, storage, realtime } = c.get('deps');
      const { fileId } = c.req.valid('param');
      await deleteClientFile({ db, storage, realtime, who: auditWho(c), reach: currentReach(c), fileId });
      return c.body(null, 204);
    })
    .openapi(usage, async (c) => {
      const { db, config } = c.get('deps');
      return c.json(await storageUsage({ db, quotaBytes: config.uploads.clientQuotaBytes }), 200);
    });
}
