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

/** How many files one page of Reports & Files (or a client's Files tab) holds. */
export const ADMIN_FILES_PAGE_SIZE = 30;

/** How many files match the client and the search, in all (the All tab) and per category (the others). */
export const adminFileCountsSchema = z
  .object({
    all: z.number().int().nonnegative(),
    report: z.number().int().nonnegative(),
    document: z.number().int().nonnegative(),
    asset: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminFileCounts' });

export const adminFileListSchema = z
  .object({
    /** Newest first. */
    files: z.array(adminFileSchema),
    /**
     * The tabs' counts across every page; the category asked for does not narrow them. On the newest page
     * (no `before`) only: null on the later pages, which would count the same again.
     */
    counts: adminFileCountsSchema.nullable(),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'AdminFileList' });

export const adminFileQuerySchema = z.object({
  /** Only this client's files; all clients' without it. */
  clientId: z.string().min(1).max(100).optional(),
  /** Only this category's files (the Reports, Documents and Assets tabs); every category without it. */
  category: z.enum(FILE_CATEGORIES).optional(),
  /** SPEC §2 search: part of the file's name, its description or its client's name, ignoring case. */
  q: z.string().trim().max(200).optional(),
  /** A file id: the page holds the matching files uploaded before it. Without it, the newest page. */
  before: z.uuid().optional(),
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
export type AdminFileList = z.infer<typeof adminFileListSchema>;
export type AdminFileCounts = z.infer<typeof adminFileCountsSchema>;
export type AdminFileQuery = z.infer<typeof adminFileQuerySchema>;
export type StorageUsage = z.infer<typeof storageUsageSchema>;
