// SPEC §2 Reports & Files, §5 "Admin file upload" and §8 "Files": the files the agency shares with a
// client. SPEC's strings are quoted exactly; the rest are ours.

export const FILE_CATEGORIES = ['report', 'document', 'asset'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const fileCategoryLabels: Record<FileCategory, string> = {
  report: 'Report',
  document: 'Document',
  asset: 'Asset',
};

/** SPEC sets no size; a campaign video or a zip of creative assets fits. */
export const CLIENT_FILE_MAX_BYTES = 500 * 1024 * 1024;
export const FILE_DESCRIPTION_MAX_LENGTH = 1000;

export type ClientFileType = { ext: string; mime: string; extensions: readonly string[] };

/**
 * SPEC §5: pdf, png, jpg, jpeg, mp4, mov, docx, doc, xlsx, xls, pptx, ppt, zip, rar, decided on the
 * server by the file's bytes. `mime` is what the bytes sniff as and what the file is served as.
 */
export const clientFileTypes: readonly ClientFileType[] = [
  { ext: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
  { ext: 'png', mime: 'image/png', extensions: ['png'] },
  { ext: 'jpg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { ext: 'mp4', mime: 'video/mp4', extensions: ['mp4'] },
  { ext: 'mov', mime: 'video/quicktime', extensions: ['mov'] },
  {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  {
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  {
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  { ext: 'zip', mime: 'application/zip', extensions: ['zip'] },
  { ext: 'rar', mime: 'application/x-rar-compressed', extensions: ['rar'] },
];

/**
 * Word, Excel and PowerPoint 97–2003 files are all one container format (OLE compound file) by their
 * bytes; which of the three it is, only the name tells. A compound file named otherwise is refused.
 */
const compoundFileMime = 'application/x-cfb';
export const legacyOfficeTypes: readonly ClientFileType[] = [
  { ext: 'doc', mime: 'application/msword', extensions: ['doc'] },
  { ext: 'xls', mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  { ext: 'ppt', mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
];

function extensionOf(name: string | undefined): string {
  const dot = name?.lastIndexOf('.') ?? -1;
  return name && dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The allowed type for a file whose bytes sniffed as `sniffedMime`, or undefined when it is refused. */
export function clientFileTypeOf(
  sniffedMime: string | undefined,
  fileName: string | undefined,
): ClientFileType | undefined {
  if (sniffedMime === compoundFileMime) {
    const ext = extensionOf(fileName);
    return legacyOfficeTypes.find((t) => t.ext === ext);
  }
  return clientFileTypes.find((t) => t.mime === sniffedMime);
}

/** Every extension SPEC accepts, as the refusal and the route's description name them. */
export const clientFileExtensions = [...clientFileTypes, ...legacyOfficeTypes].flatMap((t) => t.extensions);

export const fileMessages = {
  // SPEC §8 "Files", quoted exactly.
  uploaded: 'File uploaded successfully',
  uploadFailedWith: (message: string) => `Failed to upload file: ${message}`,
  uploadFailed: 'Failed to upload file',
  downloadFailed: 'Failed to download file',
  uploadedBy: 'Uploaded by Admin',
  // Ours.
  typeRefused: `Only ${clientFileExtensions.join(', ')} files are allowed`,
  tooLarge: `A file can be at most ${CLIENT_FILE_MAX_BYTES / 1024 / 1024} MB`,
  fileRequired: 'Please choose a file to upload',
  clientRequired: 'Please choose a client',
  categoryRequired: 'Please choose a category',
  descriptionTooLong: `A description can be at most ${FILE_DESCRIPTION_MAX_LENGTH} characters.`,
  oneFileOnly: 'Upload one file at a time.',
  notFound: 'File not found',
  deleted: 'File deleted',
  deleteFailed: (message: string) => `Failed to delete file: ${message}`,
  nothingToArchive: 'There are no files to download yet.',
  linkCopied: 'Link copied to clipboard',
  copyFailed: 'Failed to copy link to clipboard',
} as const;
