import { z } from 'zod';
import { FILE_CATEGORIES, FILE_DESCRIPTION_MAX_LENGTH, fileMessages } from '../domain/client-files';

// The files API contract (SPEC §3 files): files the agency shares with a client, and storage usage.

export const fileCategorySchema = z.enum(FILE_CATEGORIES, { error: fileMessages.categoryRequired });

export const clientFileSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    name: z.string(),
    /** The MIME type of the file's bytes. */
    type: z.string().nullable(),
    /** SPEC §3: the size is kept in MB. */
    sizeMb: z.number().nullable(),
    category: z.enum(FILE_CATEGORIES),
    description: z.string().nullable(),
    createdAt: z.string(),
    /** The authorised download; `?view=1` shows a picture or PDF in the browser instead. */
    url: z.string(),
    /** True for pictures and PDFs, which `url?view=1` shows in the browser. */
    previewable: z.boolean(),
  })
  .meta({ id: 'ClientFile' });

/** An admin's view also names the client each file belongs to. */
export const adminFileSchema = clientFileSchema
  .extend({
    clientName: z.string(),
  })
  .meta({ id: 'AdminFile' });

export const clientFileListSchema = z
  .object({ files: z.array(clientFileSchema) })
  .meta({ id: 'ClientFileList' });

export const adminFileListSchema = z
  .object({ files: z.array(adminFileSchema) })
  .meta({ id: 'AdminFileList' });

export const adminFileQuerySchema = z.object({
  /** Only this client's files; all clients' without it. */
  clientId: z.string().min(1).max(100).optional(),
});

/** The multipart text fields of an upload, checked once every part is in. */
export const uploadFileFieldsSchema = z.object({
  category: fileCategorySchema,
  description: z
    .string()
    .trim()
    .max(FILE_DESCRIPTION_MAX_LENGTH, fileMessages.descriptionTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});

export const fileParamsSchema = z.object({ fileId: z.uuid() });

export const storageUsageSchema = z
  .object({
    /** Every client's quota, in bytes (CLIENT_STORAGE_QUOTA_MB). */
    quotaBytes: z.number(),
    clients: z.array(
      z.object({
        clientId: z.string(),
        clientName: z.string(),
        usedBytes: z.number(),
      }),
    ),
  })
  .meta({ id: 'StorageUsage' });

export type ClientFile = z.infer<typeof clientFileSchema>;
export type AdminFile = z.infer<typeof adminFileSchema>;
export type StorageUsage = z.infer<typeof storageUsageSchema>;
