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

/** For the file input's `accept` attribute. */
export const taskAttachmentAccept = taskAttachmentTypes
  .flatMap((t) => [...t.extensions.map((e) => `.${e}`), t.mime])
  .join(',');

/** The allowed type for a sniffed MIME type, or undefined when that type is not allowed. */
export function taskAttachmentTypeOf(sniffedMime: string | undefined): TaskAttachmentType | undefined {
  return taskAttachmentTypes.find((t) => t.mime === sniffedMime);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's first pass (SPEC: non-matching files are silently dropped): by name or claimed type, and size.
 * The server decides again from the bytes.
 */
export function isAcceptableTaskFile(file: { name: string; type: string; size: number }): boolean {
  if (file.size > TASK_ATTACHMENT_MAX_BYTES) return false;
  const ext = extensionOf(file.name);
  return taskAttachmentTypes.some((t) => t.extensions.includes(ext) || t.mime === file.type);
}
