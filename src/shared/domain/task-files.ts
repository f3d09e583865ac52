// SPEC §5 "Task comments and attachments" and §9: what a task attachment may be.

/** SPEC §9: 50 MB per file. */
export const TASK_ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;

/** Files one comment may carry in one request (SPEC sets no number; this bounds a request). */
export const TASK_ATTACHMENTS_PER_COMMENT = 10;

export type TaskAttachmentType = { ext: string; mime: string; extensions: readonly string[] };

/**
 * SPEC: jpeg, png, pdf, mp4, zip and docx. `mime` is what the file's bytes sniff as on the server;
 * `extensions` let the browser drop other files before sending them.
 */
export const taskAttachmentTypes: readonly TaskAttachmentType[] = [
  { ext: 'jpg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { ext: 'png', mime: 'image/png', extensions: ['png'] },
  { ext: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
  { ext: 'mp4', mime: 'video/mp4', extensions: ['mp4'] },
  { ext: 'zip', mime: 'application/zip', extensions: ['zip'] },
  {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
];
