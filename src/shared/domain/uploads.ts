// Every upload the product takes, one declaration each: the route's parts, how many files of what type and
// size, and whose quota they count against. The server's upload pipeline enforces it; the browser's upload
// forms check picked files against it and name its limits. The limits themselves are the named constants of
// each feature's domain file, which SPEC's messages quote.

import { messages } from '../messages';
import { AGENCY_LOGO_MAX_BYTES, agencyMessages } from './agency-settings';
import { CLIENT_FILE_MAX_BYTES, clientFileTypes, fileMessages, legacyOfficeTypes } from './client-files';
import { logoTypes } from './logo-images';
import { LOGO_MAX_BYTES } from './profile-settings';
import {
  UPDATE_ATTACHMENT_MAX_BYTES,
  UPDATE_ATTACHMENTS_MAX,
  updateMediaTypes,
  updateMessages,
} from './project-updates';
import { REVIEW_FILE_MAX_BYTES, REVIEW_FILES_PER_VERSION, reviewFileTypes, reviewMessages } from './reviews';
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENTS_PER_COMMENT, taskAttachmentTypes } from './task-files';
import { taskMessages } from './task-messages';
import type { UploadDeclaration } from './upload-declaration';

const KB = 1024;

/** SPEC §5 "Task comments and attachments": optional text and files, any order. */
export const taskCommentUpload = {
  fields: ['content'],
  // Above the comment's 5,000 characters in any script.
  maxFieldBytes: 64 * KB,
  files: {
    file: {
      maxCount: TASK_ATTACHMENTS_PER_COMMENT,
      maxBytes: TASK_ATTACHMENT_MAX_BYTES,
      types: taskAttachmentTypes,
      refusals: {
        type: taskMessages.fileTypeRefused,
        tooLarge: taskMessages.fileTooLarge,
        tooMany: taskMessages.tooManyFiles,
      },
    },
  },
  quota: 'client',
} as const satisfies UploadDeclaration;

/** SPEC §5 "Project update": a message and up to 5 images, videos or PDFs. */
export const projectUpdateUpload = {
  fields: ['message'],
  // Above the update's 5,000 characters in any script.
  maxFieldBytes: 64 * KB,
  files: {
    file: {
      maxCount: UPDATE_ATTACHMENTS_MAX,
      maxBytes: UPDATE_ATTACHMENT_MAX_BYTES,
      types: updateMediaTypes,
      refusals: {
        type: updateMessages.typeRefused,
        tooLarge: updateMessages.tooLarge,
        tooMany: updateMessages.tooManyFiles,
      },
    },
  },
  quota: 'client',
} as const satisfies UploadDeclaration;

/** SPEC §5 "Admin file upload": one file, a category and an optional description. */
export const clientFileUpload = {
  fields: ['category', 'description'],
  // Above the description's 1,000 characters in any script.
  maxFieldBytes: 16 * KB,
  files: {
    file: {
      maxCount: 1,
      maxBytes: CLIENT_FILE_MAX_BYTES,
      types: [...clientFileTypes, ...legacyOfficeTypes],
      refusals: {
        type: fileMessages.typeRefused,
        tooLarge: fileMessages.tooLarge,
        tooMany: fileMessages.oneFileOnly,
        missing: fileMessages.fileRequired,
      },
    },
  },
  quota: 'client',
} as const satisfies UploadDeclaration;

/** Admin Settings, System: the agency's logo, its own asset under no client's quota. */
export const agencyLogoUpload = {
  fields: [],
  maxFieldBytes: KB,
  files: {
    file: {
      maxCount: 1,
      maxBytes: AGENCY_LOGO_MAX_BYTES,
      types: logoTypes,
      refusals: {
        type: agencyMessages.logoTypeRefused,
        tooLarge: agencyMessages.logoTooLarge,
        tooMany: agencyMessages.oneLogoOnly,
        missing: agencyMessages.logoRequired,
      },
    },
  },
  quota: 'none',
} as const satisfies UploadDeclaration;

/** SPEC §5 "Profile or logo upload": the client's logo or photo. */
export const profileLogoUpload = {
  fields: [],
  maxFieldBytes: KB,
  files: {
    file: {
      maxCount: 1,
      maxBytes: LOGO_MAX_BYTES,
      types: logoTypes,
      refusals: {
        type: messages.profile.fileTypeRefused,
        tooLarge: messages.profile.fileTooLarge,
        tooMany: messages.profile.oneLogoOnly,
        missing: messages.profile.logoRequired,
      },
    },
  },
  quota: 'client',
} as const satisfies UploadDeclaration;

/** The review issue: a review's first version (its details, reviewers and files) or a later version. */
const reviewFiles = {
  file: {
    maxCount: REVIEW_FILES_PER_VERSION,
    maxBytes: REVIEW_FILE_MAX_BYTES,
    types: reviewFileTypes,
    refusals: {
      type: reviewMessages.fileTypeRefused,
      tooLarge: reviewMessages.fileTooLarge,
      tooMany: reviewMessages.tooManyFiles,
      missing: reviewMessages.filesRequired,
    },
  },
} as const;

export const createReviewUpload = {
  fields: ['title', 'brief', 'dueDate', 'rule', 'reviewerIds'],
  // Above the brief's 5,000 characters in any script, and twenty reviewers' ids.
  maxFieldBytes: 64 * KB,
  files: reviewFiles,
  quota: 'client',
} as const satisfies UploadDeclaration;

export const reviewVersionUpload = {
  fields: ['note', 'addressed'],
  // Above the note's 2,000 characters in any script, and the ids of the comments it addressed.
  maxFieldBytes: 64 * KB,
  files: reviewFiles,
  quota: 'client',
} as const satisfies UploadDeclaration;

/**
 * The review issue: a review comment (a new thread, general or marked, or a reply) with files by the task
 * comment rules (SPEC §5: the same types, sizes and count, the same refusals, the client's quota). `anchor` is
 * the mark as JSON; with files the text may be left out.
 */
export const reviewCommentUpload = {
  fields: ['body', 'anchor', 'parentId'],
  // Above the comment's 5,000 characters in any script, and a mark's JSON.
  maxFieldBytes: 64 * KB,
  files: taskCommentUpload.files,
  quota: 'client',
} as const satisfies UploadDeclaration;
