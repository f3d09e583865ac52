import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  addReviewCommentSchema,
  confirmGuestCodeSchema,
  decideReviewSchema,
  guestCodeSentSchema,
  guestFileParamsSchema,
  guestReviewAccessSchema,
  guestTokenParamsSchema,
  inviteReviewGuestSchema,
  reviewCommentSchema,
  reviewGuestParamsSchema,
  reviewParamsSchema,
  reviewSchema,
} from '../../../shared/contracts/reviews';
import { viewQuerySchema } from '../../../shared/contracts/updates';
import { auditWho } from '../../audit/audit-who';
import type { AppEnv } from '../../http/app-env';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals } from '../../http/openapi';
import { requireStaff } from '../../http/session';
import { addReviewComment } from './add-review-comment';
import { decideReview } from './decide-review';
import { getReview } from './get-review';
import {
  confirmGuestCode,
  GUEST_COOKIE,
  guestAccess,
  guestCaller,
  guestCookiePath,
  sendGuestCode,
} from './guest-session';
import { openReviewCommentFile } from './open-review-comment-file';
import { openReviewFile } from './open-review-file';
import { reviewCaller } from './review-access';
import { reviewDownloadWho } from './review-audit';
import { inviteReviewGuest, removeReviewGuest, resendReviewGuestInvite } from './review-guests';

// Guest reviewers (the review issue): staff invite and remove them; a guest's own routes answer to their
// link and, once a code is confirmed, to the session cookie that browser holds for that link alone.

const conflict = json(
  errorSchema,
  'The address is already invited or one of the client’s people, or the review is approved',
);
const tooFast = json(errorSchema, 'Too many invitations or codes asked for: try again later');
const linkGone = json(errorSchema, 'The link is unknown, expired or removed');

const invite = createRoute({
  method: 'post',
  path: '/admin/reviews/{reviewId}/guests',
  tags: ['reviews'],
  summary: 'Invites someone outside the portal to decide on the review, by a link for their address alone',
  middleware: [requireStaff] as const,
  request: {
    params: reviewParamsSchema,
    body: { required: true, content: { 'application/json': { schema: inviteReviewGuestSchema } } },
  },
  responses: { 201: json(reviewSchema, 'The review'), ...refusals, 409: conflict, 429: tooFast },
});

const resend = createRoute({
  method: 'post',
  path: '/admin/reviews/{reviewId}/guests/{guestId}/resend',
  tags: ['reviews'],
  summary: 'Sends a guest a new link (the old one stops), good for another 30 days',
  middleware: [requireStaff] as const,
  request: { params: reviewGuestParamsSchema },
  responses: { 200: json(reviewSchema, 'The review'), ...refusals, 409: conflict, 429: tooFast },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/reviews/{reviewId}/guests/{guestId}',
  tags: ['reviews'],
  summary: 'Removes a guest: their link stops at once and their decisions stop counting',
  middleware: [requireStaff] as const,
  request: { params: reviewGuestParamsSchema },
  responses: { 200: json(reviewSchema, 'The review'), ...refusals },
});

const access = createRoute({
  method: 'get',
  path: '/guest-reviews/{token}',
  tags: ['reviews'],
  summary: "A guest link's page: whom it is for and whether this browser confirmed the code; nothing else",
  request: { params: guestTokenParamsSchema },
  responses: { 200: json(guestReviewAccessSchema, 'The link'), 400: refusals[400], 404: linkGone },
});

const code = createRoute({
  method: 'post',
  path: '/guest-reviews/{token}/code',
  tags: ['reviews'],
  summary: 'Mails a one-time code to the address the link was sent to, once a minute at most',
  request: { params: guestTokenParamsSchema },
  responses: {
    200: json(guestCodeSentSchema, 'Where the code went'),
    400: refusals[400],
    404: linkGone,
    429: json(errorSchema, 'A code was sent less than a minute ago'),
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/guest-reviews/{token}/confirm',
  tags: ['reviews'],
  summary: "Confirms the code: this browser gets a session for the link's review (an HttpOnly cookie)",
  request: {
    params: guestTokenParamsSchema,
    body: { required: true, content: { 'application/json': { schema: confirmGuestCodeSchema } } },
  },
  responses: {
    200: json(guestReviewAccessSchema, 'Confirmed'),
    400: refusals[400],
    404: linkGone,
    429: json(errorSchema, 'Too many wrong codes: ask for a new one'),
  },
});

const guestRefusals = {
  400: refusals[400],
  401: json(errorSchema, 'This browser has not confirmed a code for the link'),
  403: refusals[403],
  404: linkGone,
};

const read = createRoute({
  method: 'get',
  path: '/guest-reviews/{token}/review',
  tags: ['reviews'],
  summary: "The link's review as its guest sees it",
  request: { params: guestTokenParamsSchema },
  responses: { 200: json(reviewSchema, 'The review'), ...guestRefusals },
});

const file = createRoute({
  method: 'get',
  path: '/guest-reviews/{token}/files/{fileId}',
  tags: ['reviews'],
  summary: "A file of the link's review, by byte ranges; `view=1` shows it in the browser",
  request: { params: guestFileParamsSchema, query: viewQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...byteRangeResponses,
    ...guestRefusals,
  },
});

const commentFile = createRoute({
  method: 'get',
  path: '/guest-reviews/{token}/comment-files/{fileId}',
  tags: ['reviews'],
  summary: "A file posted with a comment on the link's review, by byte ranges; `view=1` shows it",
  request: { params: guestFileParamsSchema, query: viewQuerySchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...byteRangeResponses,
    ...guestRefusals,
  },
});

const comment = createRoute({
  method: 'post',
  path: '/guest-reviews/{token}/comments',
  tags: ['reviews'],
  summary: "A guest's comment or reply on the link's review",
  request: {
    params: guestTokenParamsSchema,
    body: { required: true, content: { 'application/json': { schema: addReviewCommentSchema } } },
  },
  responses: { 201: json(reviewCommentSchema, 'The comment'), ...guestRefusals, 409: conflict },
});

const decide = createRoute({
  method: 'post',
  path: '/guest-reviews/{token}/decision',
  tags: ['reviews'],
  summary: "A guest's decision on the latest version, once; it counts under the review's rule",
  request: {
    params: guestTokenParamsSchema,
    body: { required: true, content: { 'application/json': { schema: decideReviewSchema } } },
  },
  responses: { 200: json(reviewSchema, 'The review after the decision'), ...guestRefusals, 409: conflict },
});

/** The guest behind the request's link and its cookie (see guestCaller). */
function asGuest(c: Context<AppEnv>, token: string) {
  return guestCaller(c.get('deps').db, token, getCookie(c, GUEST_COOKIE));
}

export function reviewGuestRoutes() {
  return createRouter()
    .openapi(invite, async (c) => {
      const { db, mailer, realtime, rateLimiter, config } = c.get('deps');
      const review = await inviteReviewGuest(
        { db, mailer, realtime, rateLimiter, appOrigin: config.appOrigin },
        { caller: reviewCaller(c), reviewId: c.req.valid('param').reviewId, invite: c.req.valid('json') },
      );
      return c.json(review, 201);
    })
    .openapi(resend, async (c) => {
      const { db, mailer, realtime, rateLimiter, config } = c.get('deps');
      const review = await resendReviewGuestInvite(
        { db, mailer, realtime, rateLimiter, appOrigin: config.appOrigin },
        { caller: reviewCaller(c), ...c.req.valid('param') },
      );
      return c.json(review, 200);
    })
    .openapi(remove, async (c) => {
      const { db, realtime } = c.get('deps');
      const review = await removeReviewGuest(
        { db, realtime },
        { caller: reviewCaller(c), ...c.req.valid('param') },
      );
      return c.json(review, 200);
    })
    .openapi(access, async (c) => {
      const { token } = c.req.valid('param');
      return c.json(await guestAccess(c.get('deps').db, token, getCookie(c, GUEST_COOKIE)), 200);
    })
    .openapi(code, async (c) => {
      const { db, mailer, rateLimiter } = c.get('deps');
      return c.json(await sendGuestCode({ db, mailer, rateLimiter }, c.req.valid('param').token), 200);
    })
    .openapi(confirm, async (c) => {
      const { token } = c.req.valid('param');
      const { db, realtime, rateLimiter, config } = c.get('deps');
      const { access, session, expiresAt } = await confirmGuestCode(
        { db, realtime, rateLimiter },
        token,
        c.req.valid('json').code,
      );
      setCookie(c, GUEST_COOKIE, session, {
        path: guestCookiePath(token),
        httpOnly: true,
        secure: config.appOrigin.startsWith('https://'),
        sameSite: 'Strict',
        expires: expiresAt,
      });
      return c.json(access, 200);
    })
    .openapi(read, async (c) => {
      const { token } = c.req.valid('param');
      const { caller, reviewId } = await asGuest(c, token).catch((error: unknown) => {
        // A dead link's cookie is of no more use: drop it.
        deleteCookie(c, GUEST_COOKIE, { path: guestCookiePath(token) });
        throw error;
      });
      return c.json(await getReview({ db: c.get('deps').db, caller, reviewId }), 200);
    })
    .openapi(file, async (c) => {
      const { token, fileId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const { caller, reviewId } = await asGuest(c, token);
      const downloadBy = reviewDownloadWho(c);
      return storedFileResponse(
        (range) => openReviewFile({ db, storage, caller, downloadBy, reviewId, fileId, range }),
        {
          inline: c.req.valid('query').view === '1',
          range: c.req.header('range'),
        },
      );
    })
    .openapi(commentFile, async (c) => {
      const { token, fileId } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      const { caller, reviewId } = await asGuest(c, token);
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
    .openapi(comment, async (c) => {
      const { db, realtime } = c.get('deps');
      const { caller, reviewId } = await asGuest(c, c.req.valid('param').token);
      const body = c.req.valid('json');
      return c.json(
        await addReviewComment({ db, realtime, caller, who: auditWho(c), reviewId, ...body }),
        201,
      );
    })
    .openapi(decide, async (c) => {
      const { db, realtime } = c.get('deps');
      const { caller, reviewId } = await asGuest(c, c.req.valid('param').token);
      const body = c.req.valid('json');
      return c.json(await decideReview({ db, realtime, caller, who: auditWho(c), reviewId, ...body }), 200);
    });
}
