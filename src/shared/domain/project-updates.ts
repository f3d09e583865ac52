// SPEC §2 Updates page, §5 "Project update" and §8 updates messages, quoted exactly; the rest are ours.

/** SPEC §5: up to 5 attachments; extra files are dropped. */
export const UPDATE_ATTACHMENTS_MAX = 5;
/** SPEC sets no size; a short video for a client update fits, a film does not. */
export const UPDATE_ATTACHMENT_MAX_BYTES = 200 * 1024 * 1024;
export const UPDATE_MESSAGE_MAX_LENGTH = 5000;

export type UpdateMediaType = {
  ext: string;
  mime: string;
  kind: 'image' | 'video' | 'file';
  extensions: readonly string[];
};

/** SPEC §5: images, videos or PDF, decided on the server by the file's bytes. */
export const updateMediaTypes: readonly UpdateMediaType[] = [
  { ext: 'jpg', mime: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  { ext: 'png', mime: 'image/png', kind: 'image', extensions: ['png'] },
  { ext: 'gif', mime: 'image/gif', kind: 'image', extensions: ['gif'] },
  { ext: 'webp', mime: 'image/webp', kind: 'image', extensions: ['webp'] },
  { ext: 'mp4', mime: 'video/mp4', kind: 'video', extensions: ['mp4', 'm4v'] },
  { ext: 'mov', mime: 'video/quicktime', kind: 'video', extensions: ['mov'] },
  { ext: 'webm', mime: 'video/webm', kind: 'video', extensions: ['webm'] },
  { ext: 'pdf', mime: 'application/pdf', kind: 'file', extensions: ['pdf'] },
];

export function updateMediaTypeOf(mime: string | undefined): UpdateMediaType | undefined {
  return updateMediaTypes.find((t) => t.mime === mime);
}

export const updateMessages = {
  posted: 'Project update posted successfully',
  postFailed: (message: string) => `Failed to post update: ${message}`,
  typeRefused: 'Only images, videos, and PDF files are allowed',
  tooLarge: `Each file must be at most ${UPDATE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyFiles: `An update can carry up to ${UPDATE_ATTACHMENTS_MAX} files.`,
  messageRequired: 'Please write a message for the update',
  tooLong: `An update can be at most ${UPDATE_MESSAGE_MAX_LENGTH} characters.`,
  filesDropped: (count: number) =>
    `${count} ${count === 1 ? 'file was' : 'files were'} left out: an update can carry up to ${UPDATE_ATTACHMENTS_MAX} files.`,
  empty: 'No project updates yet',
  notFound: 'Update not found',
  fileNotFound: 'File not found',
  unknownSize: 'Unknown size',
} as const;
