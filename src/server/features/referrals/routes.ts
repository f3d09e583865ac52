import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  adminReferralListSchema,
  adminReferralQuerySchema,
  approveReferralSchema,
  ownReferralListSchema,
  referralParamsSchema,
  referralSchema,
  rejectReferralSchema,
  submitReferralSchema,
} from '../../../shared/contracts/referrals';
import { REFERRALS_PER_HOUR } from '../../../shared/domain/referrals';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentClient, currentReach, requireClient, requireStaff } from '../../http/session';
import { decideReferral } from './decide-referral';
import { listAllReferrals } from './list-all-referrals';
import { listOwnReferrals } from './list-own-referrals';
import { submitReferral } from './submit-referral';

const own = { 401: refusals[401], 403: refusals[403] } as const;
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } }) as const;
const decided = json(errorSchema, 'The referral was already approved or rejected');

const ownList = createRoute({
  method: 'get',
  path: '/referrals',
  tags: ['referrals'],
  summary: "The client's own referrals, newest first, with the Approved count and Total Earned",
  middleware: [requireClient] as const,
  responses: { 200: json(ownReferralListSchema, 'The referrals and totals'), ...own },
});

const submit = createRoute({
  method: 'post',
  path: '/referrals',
  tags: ['referrals'],
  summary: 'Refers a contact; the referrer is the signed-in client',
  middleware: [requireClient] as const,
  request: { body: body(submitReferralSchema) },
  responses: {
    201: json(referralSchema, 'The pending referral'),
    400: refusals[400],
    ...own,
    429: json(errorSchema, `More than ${REFERRALS_PER_HOUR} referrals in an hour`),
  },
});

const allList = createRoute({
  method: 'get',
  path: '/admin/referrals',
  tags: ['referrals'],
  summary:
    "A page of the referrals, newest first, with the referrer's payout details and the summary counts over all",
  middleware: [requireStaff] as const,
  request: { query: adminReferralQuerySchema },
  responses: {
    200: json(adminReferralListSchema, 'The referrals and summary'),
    400: refusals[400],
    ...own,
  },
});

const approve = createRoute({
  method: 'post',
  path: '/admin/referrals/{referralId}/approve',
  tags: ['referrals'],
  summary: 'Approves a pending referral with its earned amount (default 200) and optional notes',
  middleware: [requireStaff] as const,
  request: { params: referralParamsSchema, body: body(approveReferralSchema) },
  responses: { 200: json(referralSchema, 'The approved referral'), ...refusals, 409: decided },
});

const reject = createRoute({
  method: 'post',
  path: '/admin/referrals/{referralId}/reject',
  tags: ['referrals'],
  summary: 'Rejects a pending referral, with the reason',
  middleware: [requireStaff] as const,
  request: { params: referralParamsSchema, body: body(rejectReferralSchema) },
  responses: { 200: json(referralSchema, 'The rejected referral'), ...refusals, 409: decided },
});

/** SPEC §2 Refer & Earn (client) and Referrals Management (admin). */
export function referralsRoutes() {
  return createRouter()
    .openapi(ownList, async (c) => {
      const referrerId = currentClient(c).id;
      return c.json(await listOwnReferrals({ db: c.get('deps').db, referrerId }), 200);
    })
    .openapi(submit, async (c) => {
      const { db, realtime, rateLimiter } = c.get('deps');
      const { name, email } = currentActor(c).user;
      const id = currentClient(c).id;
      const referral = await submitReferral({
        db,
        realtime,
        rateLimiter,
        referrer: { id, name, email },
        referral: c.req.valid('json'),
      });
      return c.json(referral, 201);
    })
    .openapi(allList, async (c) => {
      const { before } = c.req.valid('query');
      return c.json(await listAllReferrals({ db: c.get('deps').db, reach: currentReach(c), before }), 200);
    })
    .openapi(approve, async (c) => {
      const { db, realtime } = c.get('deps');
      const { earnedAmount, adminNotes } = c.req.valid('json');
      const referral = await decideReferral({
        db,
        realtime,
        who: auditWho(c),
        adminId: currentActor(c).user.id,
        reach: currentReach(c),
        referralId: c.req.valid('param').referralId,
        decision: { status: 'approved', earnedAmount, adminNotes },
      });
      return c.json(referral, 200);
    })
    .openapi(reject, async (c) => {
      const { db, realtime } = c.get('deps');
      const referral = await decideReferral({
        db,
        realtime,
        who: auditWho(c),
        adminId: currentActor(c).user.id,
        reach: currentReach(c),
        referralId: c.req.valid('param').referralId,
        decision: { status: 'rejected', adminNotes: c.req.valid('json').adminNotes },
      });
      return c.json(referral, 200);
    });
}
