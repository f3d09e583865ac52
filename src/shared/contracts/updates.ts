import { z } from 'zod';
import { UPDATE_MESSAGE_MAX_LENGTH, updateMessages } from '../domain/project-updates';

// The project updates API contract (SPEC §3 project_updates, update_attachments).

export const updateAttachmentSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number().nullable(),
    kind: z.enum(['image', 'video', 'file']),
    /** The authorised download; `?view=1` shows a picture or PDF in the browser instead. */
    url: z.string(),
  })
  .meta({ id: 'UpdateAttachment' });

export const projectUpdateSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    message: z.string(),
    createdAt: z.string(),
    attachments: z.array(updateAttachmentSchema),
  })
  .meta({ id: 'ProjectUpdate' });

export const projectUpdateListSchema = z
  .object({ updates: z.array(projectUpdateSchema) })
  .meta({ id: 'ProjectUpdateList' });

/** The multipart `message` field, checked once every part is in. */
export const updateMessageSchema = z
  .string({ error: updateMessages.messageRequired })
  .trim()
  .min(1, updateMessages.messageRequired)
  .max(UPDATE_MESSAGE_MAX_LENGTH, updateMessages.tooLong);

export const updateAttachmentParamsSchema = z.object({ updateId: z.uuid(), attachmentId: z.uuid() });
export const viewQuerySchema = z.object({ view: z.enum(['1']).optional() });

export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
export type UpdateAttachment = z.infer<typeof updateAttachmentSchema>;
