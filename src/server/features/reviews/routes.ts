import { createRoute, z } from '@hono/zod-openapi';
import { clientParamsSchema } from '../../../shared/contracts/clients';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  addReviewCommentSchema,
  clientReviewListSchema,
  decideReviewSchema,
  nudgeResultSchema,
  resolveReviewCommentSchema,
  reviewCandidatesSchema,
  reviewCommentParamsSchema,
  reviewCommentSchema,
  reviewFileParamsSchema,
  reviewParamsSchema,
  reviewSchema,
  staffReviewListSchema,
  staffReviewQuerySchema,
  updateReviewSchema,
} from '../../../shared/contracts/reviews';
import { viewQuerySchema } from '../../../shared/contracts/updates';
import { REVIEW_FILE_MAX_BYTES, REVIEW_FILES_PER_VERSION } from '../../../shared/domain/reviews';
import { createReviewUpload, reviewCommentUpload, reviewVersionUpload } from '../../../shared/domain/uploads';
import { auditWho } from '../../audit/audit-who';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import { currentReach, requireClient, requireClientOrStaff, requireStaff } from '../../http/session';
import { isMultipart } from '../../http/upload';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { validationError } from '../../http/validation';
import { addReviewComment } from './add-review-comment';
import { addReviewVersion } from './add-review-version';
import { createReview } from './create-review';
import { decideReview } from './decide-review';
import { getReview } from './get-review';
import { listClientReviews } from './list-client-reviews';
import { listStaffReviews } from './list-staff-reviews';
import { nudgeReviewers } from './nudge-reviewers';
import { openReviewCommentFile } from './open-review-comment-file';
import { openReviewFile } from './open-review-file';
import { openReviewThumbnail } from './open-review-thumbnail';
import { receiveReviewComment } from './receive-review-comment';
import { resolveReviewComment } from './resolve-review-comment';
import { reviewCaller } from './review-access';
import { reviewDownloadWho } from './review-audit';
import { listReviewCandidates } from './review-candidates';
import { updateReview } from './update-review';

const conflict = json(errorSchema, 'The review or its version is decided, or changed first');
const files = {
  type: 'array',
  items: { type: 'string', format: 'binary' },
  description: `1 to ${REVIEW_FILES_PER_VERSION} images, PDFs or videos (by their bytes), ${REVIEW_FILE_MAX_BYTES / 1024 / 1024} MB each`,
} as const;
const wrongType = 'A file is not an image, a PDF or a video';

const clientList = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['reviews'],
  summary: "The client's Approvals: its reviews, those awaiting the caller's decision first, and how many",
  middleware: [requireClient] as const,
  responses: { 200: json(clientReviewListSchema, 'Reviews'), 401: refusals[401], 403: refusals[403] },
});

const read = createRoute({
  method: 'get',
  path: '/reviews/{reviewId}',
  tags: ['reviews'],
  summary: 'One review with its versions, files, reviewers, decisions and comments (a client: only its own)',
  middleware: [requireClientOrStaff] as const,
  request: { params: reviewParamsSchema },
  responses: { 200: json(reviewSchema, 'The review'), ...refusals },
});

const commentFiles = reviewCommentUpload.files.file;
const multipartComment = {
  type: 'object',
  properties: {
    body: {
      type: 'string',
      description: "The text; with files it may be left out (it reads 'File attachment')",
    },
    anchor: {
      type: 'string',
      description: "A new thread's mark on a file of the latest version, as JSON (ReviewAnchor)",
    },
    parentId: { type: 'string', format: 'uuid', description: 'The thread a reply joins' },
    file: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `Up to ${commentFiles.maxCount} files by the task comment rules: jpeg, png, pdf, mp4, zip or docx (by their bytes), ${commentFiles.maxBytes / 1024 / 1024} MB each`,
    },
  },
} as const;

const comment = createRoute({
  method: 'post',
  path: '/reviews/{reviewId}/comments',
  tags: ['reviews'],
  summary:
    'Comments on the latest version, generally or marked on a file, or replies to a thread: JSON text, or multipart text and/or files',
  middleware: [requireClientOrStaff] as const,
  request: {
    params: reviewParamsSchema,
    body: {
      content: {
        'application/json': { schema: addReviewCommentSchema },
        'multipart/form-data': { schema: multipartComment },
      },
    },
  },
  responses: {
    201: json(reviewCommentSchema, 'The comment'),
    ...refusals,
    ...uploadRefusals('A file is not jpeg, png, pdf, mp4, zip or docx'),
    409: conflict,
  },
});

const commentFile = createRoute({
  method: 'get',
  path: '/reviews/{reviewId}/comment-files/{fileId}',
  tags: ['reviews'],
  summary:
    "A file posted with a review's comment (a client: only its own), by byte ranges; `view=1` shows a picture or PDF in the browser",
  middleware: [requireClientOrStaff] as const,
  request: { params: reviewFileParamsSchema, query: viewQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...byteRangeResponses,
    ...refusals,
  },
});

const decide = createRoute({
  method: 'post',
  path: '/reviews/{reviewId}/decision',
  tags: ['reviews'],
  summary: "A named reviewer's decision on the latest version, once; the version's outcome follows the rule",
  middleware: [requireClient] as const,
  request: {
    params: reviewParamsSchema,
    body: { required: true, content: { 'application/json': { schema: decideReviewSchema } } },
  },
  responses: { 200: json(reviewSchema, 'The review after the decision'), ...refusals, 409: conflict },
});

const file = createRoute({
  method: 'get',
  path: '/reviews/{reviewId}/files/{fileId}',
  tags: ['reviews'],
  summary:
    "A review's file (a client: only its own), by byte ranges; `view=1` shows a picture or PDF in the browser",
  middleware: [requireClientOrStaff] as const,
  request: { params: reviewFileParamsSchema, query: viewQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...byteRangeResponses,
    ...refusals,
  },
});

const thumbnail = createRoute({
  method: 'get',
  path: '/reviews/{reviewId}/files/{fileId}/thumbnail',
  tags: ['reviews'],
  summary:
    "A small WebP of a review's picture, made at upload, for the lists (a client: only its own); 404 when the file has none",
  middleware: [requireClientOrStaff] as const,
  request: { params: reviewFileParamsSchema },
  responses: {
    200: { description: 'The thumbnail', content: { 'image/webp': { schema: z.any() } } },
    ...byteRangeResponses,
    ...refusals,
  },
});

const staffList = createRoute({
  method: 'get',
  path: '/admin/reviews',
  tags: ['reviews'],
  summary:
    "The staff's reviews within reach, newest activity first, by page; open ones unless a state is asked",
  middleware: [requireStaff] as const,
  request: { query: staffReviewQuerySchema },
  responses: { 200: json(staffReviewListSchema, 'A page of reviews'), ...refusals },
});

const candidates = createRoute({
  method: 'get',
  path: '/admin/clients/{clientId}/review-candidates',
  tags: ['reviews'],
  summary: "The client's people a review may name as reviewers",
  middleware: [requireStaff] as const,
  request: { params: clientParamsSchema },
  responses: { 200: json(reviewCandidatesSchema, 'People'), ...refusals },
});

const create = createRoute({
  method: 'post',
  path: '/admin/clients/{clientId}/reviews',
  tags: ['reviews'],
  summary: 'Creates a review with its first version (multipart, files streamed to storage)',
  middleware: [requireStaff] as const,
  request: {
    params: clientParamsSchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              brief: { type: 'string' },
              dueDate: { type: 'string', description: 'YYYY-MM-DD, or empty for none' },
              rule: { type: 'string', enum: ['any', 'all'] },
              reviewerIds: { type: 'string', description: "Comma-separated ids of the client's people" },
              file: files,
            },
          },
        },
      },
    },
  },
  responses: { 201: json(reviewSchema, 'The review'), ...refusals, ...uploadRefusals(wrongType) },
});

const update = createRoute({
  method: 'patch',
  path: '/admin/reviews/{reviewId}',
  tags: ['reviews'],
  summary: "Changes a review's details, rule or reviewers",
  middleware: [requireStaff] as const,
  request: {
    params: reviewParamsSchema,
    body: { required: true, content: { 'application/json': { schema: updateReviewSchema } } },
  },
  responses: { 200: json(reviewSchema, 'The review'), ...refusals, 409: conflict },
});

const addVersion = createRoute({
  method: 'post',
  path: '/admin/reviews/{reviewId}/versions',
  tags: ['reviews'],
  summary: 'Sends the next version (multipart), naming the threads it addressed',
  middleware: [requireStaff] as const,
  request: {
    params: reviewParamsSchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              note: { type: 'string', description: 'What changed' },
              addressed: { type: 'string', description: 'Comma-separated ids of the threads it addressed' },
              file: files,
            },
          },
        },
      },
    },
  },
  responses: {
    201: json(reviewSchema, 'The review'),
    ...refusals,
    ...uploadRefusals(wrongType),
    409: conflict,
  },
});

const resolve = createRoute({
  method: 'post',
  path: '/admin/reviews/{reviewId}/comments/{commentId}/resolve',
  tags: ['reviews'],
  summary: 'Marks a thread resolved, or opens it again',
  middleware: [requireStaff] as const,
  request: {
    params: reviewCommentParamsSchema,
    body: { required: true, content: { 'application/json': { schema: resolveReviewCommentSchema } } },
  },
  responses: { 200: json(reviewCommentSchema, 'The thread'), ...refusals },
});

const nudge = createRoute({
  method: 'post',
  path: '/admin/reviews/{reviewId}/nudge',
  tags: ['reviews'],
  summary: 'Reminds the reviewers who have yet to decide (bell and email), once an hour a review',
  middleware: [requireStaff] as const,
  request: { params: reviewParamsSchema },
  responses: {
    200: json(nudgeResultSchema, 'How many reviewers were reminded'),
    ...refusals,
    409: json(errorSchema, 'Nothing on the review awaits a decision'),
    429: json(errorSchema, 'The reviewers were reminded less than an hour ago'),
  },
});

const newReview = uploadRoute(createReviewUpload);
const newVersion = uploadRoute(reviewVersionUpload);
const newComment = uploadRoute(reviewCommentUpload);

/** Deliverable review (the review issue): both sides' routes and the staff's. */
export function reviewsRoutes() {
  return createRouter()
    .openapi(clientList, async (c) => {
      return c.json(await listClientReviews({ db: c.get('deps').db, caller: reviewCaller(c) }), 200);
    })
    .openapi(read, async (c) => {
      const { reviewId } = c.req.valid('param');
      return c.json(await getReview({ db: c.get('deps').db, caller: reviewCaller(c), reviewId }), 200);
    })
    .openapi(comment, async (c) => {
      const { reviewId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const caller = reviewCaller(c);
      if (isMultipart(c.req.header('content-type'))) {
        const upload = uploadReceiver(c, newComment);
        return c.json(
          await receiveReviewComment({ db, realtime, caller, who: auditWho(c), reviewId, upload }),
          201,
        );
      }
      // With two body types declared the validated JSON is not typed, and no body at all arrives as {}:
      // checked here by the contract, as a JSON body is.
      const checked = addReviewCommentSchema.safeParse(c.req.valid('json' as never));
      if (!checked.success) throw validationError(checked.error);
      return c.json(
        await addReviewComment({ db, realtime, caller, who: auditWho(c), reviewId, ...checked.data }),
        201,
      );
    })
    .openapi(commentFile, async (c) => {
      const { reviewId, fileId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const caller = reviewCaller(c);
      return storedFileResponse(
        (range) =>
          openReviewCommentFile({
            db,
            storage,
            caller,
            downloadBy: reviewDownloadWho(c),
            reviewId,
            fileId,
            range,
          }),
        { inline: c.req.valid('query').view === '1', range: c.req.header('range') },
      );
    })
    .openapi(decide, async (c) => {
      const { reviewId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const body = c.req.valid('json');
      const caller = reviewCaller(c);
      return c.json(await decideReview({ db, realtime, caller, who: auditWho(c), reviewId, ...body }), 200);
    })
    .openapi(file, async (c) => {
      const { reviewId, fileId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const caller = reviewCaller(c);
      const downloadBy = reviewDownloadWho(c);
      return storedFileResponse(
        (range) => openReviewFile({ db, storage, caller, downloadBy, reviewId, fileId, range }),
        {
          inline: c.req.valid('query').view === '1',
          range: c.req.header('range'),
        },
      );
    })
    .openapi(thumbnail, async (c) => {
      const { reviewId, fileId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const caller = reviewCaller(c);
      return storedFileResponse(
        (range) => openReviewThumbnail({ db, storage, caller, reviewId, fileId, range }),
        { inline: true, range: c.req.header('range') },
      );
    })
    .openapi(staffList, async (c) => {
      const query = c.req.valid('query');
      return c.json(await listStaffReviews({ db: c.get('deps').db, caller: reviewCaller(c), query }), 200);
    })
    .openapi(candidates, async (c) => {
      const { clientId } = c.req.valid('param');
      return c.json(
        await listReviewCandidates({ db: c.get('deps').db, reach: currentReach(c), clientId }),
        200,
      );
    })
    .openapi(create, async (c) => {
      const { clientId } = c.req.valid('param');
      const { db, storage, realtime } = c.get('deps');
      const upload = uploadReceiver(c, newReview);
      return c.json(
        await createReview({
          db,
          storage,
          realtime,
          caller: reviewCaller(c),
          who: auditWho(c),
          clientId,
          upload,
        }),
        201,
      );
    })
    .openapi(update, async (c) => {
      const { reviewId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const changes = c.req.valid('json');
      return c.json(await updateReview({ db, realtime, caller: reviewCaller(c), reviewId, changes }), 200);
    })
    .openapi(addVersion, async (c) => {
      const { reviewId } = c.req.valid('param');
      const { db, storage, realtime } = c.get('deps');
      const upload = uploadReceiver(c, newVersion);
      return c.json(
        await addReviewVersion({
          db,
          storage,
          realtime,
          caller: reviewCaller(c),
          who: auditWho(c),
          reviewId,
          upload,
        }),
        201,
      );
    })
    .openapi(nudge, async (c) => {
      const { reviewId } = c.req.valid('param');
      const { db, realtime, rateLimiter } = c.get('deps');
      return c.json(
        await nudgeReviewers({ db, realtime, rateLimiter, caller: reviewCaller(c), reviewId }),
        200,
      );
    })
    .openapi(resolve, async (c) => {
      const { reviewId, commentId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const { resolved } = c.req.valid('json');
      return c.json(
        await resolveReviewComment({ db, realtime, caller: reviewCaller(c), reviewId, commentId, resolved }),
        200,
      );
    });
}
