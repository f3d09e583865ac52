import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createClientMember,
  createManager,
  createReferral,
  DEFAULT_TEST_PASSWORD,
} from '../../src/server/db/factories';
import {
  clientManagers,
  inviteLinks,
  notifications,
  reviewGuests,
  twoFactors,
  users,
} from '../../src/server/db/schema/index';
import { hashCode, hashSecret, newSecret } from '../../src/server/features/reviews/guest-secrets';
import { signUnsubscribeToken } from '../../src/server/notifications/unsubscribe-token';
import { messages } from '../../src/shared/messages';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp, TEST_ORIGIN } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

/**
 * Every API route and who may call it. The first test fails when the app has a route this table lacks
 * (or the table names one the app no longer has); the others call each route as each actor.
 *  - public: anyone; user: any signed-in user; client / admin: only that role; staff: an admin or an
 *    account manager (decision 043), the manager limited to their clients; guest: only a browser that
 *    confirmed a guest link's code (test/api/review-guests.test.ts), so every caller here gets 401.
 *  - Client A is a company of three (decision 042): its owner (clientA), a billing member (billingA) and a
 *    member (memberA). Its people reach its rows alike, unless their role or the row's person says otherwise.
 *  - managerA is the account manager of client A (and of the fresh clients made for A), managerB of client
 *    B: each reaches only their own clients' rows, another's is not found.
 *  - ownedBy: for routes that address a client's row, a path to client A's row: client B must get 404.
 *  - rows: for every route that addresses a row by id (a path parameter), a path to a fresh row of client A's
 *    or client B's and one to an id nobody has. Each is called by every actor: see 'rows by id' below.
 */
type Access = 'public' | 'user' | 'client' | 'admin' | 'staff' | 'guest';
type Actors = Awaited<ReturnType<TestApp['actors']>> & {
  memberA: Caller;
  billingA: Caller;
  managerA: Caller;
  managerB: Caller;
};
type Teammate = 'memberA' | 'billingA';
type Manager = 'managerA' | 'managerB';
type Sample = { path?: string; body?: unknown };
type Entry = {
  access: Access;
  sample?: (ctx: { t: TestApp; actors: Actors }) => Sample | Promise<Sample>;
  /** The status every caller gets when the route answers the same for all (auth library routes). */
  statusForAll?: number;
  ownedBy?: (ctx: { t: TestApp; actors: Actors }) => Promise<Sample>;
  /** The status one kind of caller gets where it differs from what `access` implies. */
  statusFor?: Partial<Record<'anonymous' | 'client' | 'admin' | Teammate | Manager, number>>;
  /** The rows are a person's own: an admin reaches only its own, never a client's (notifications). */
  ownerOnly?: boolean;
  /** The call changes the caller's own account or session: a new user of the same role makes it. */
  ownAccount?: boolean;
  /** Only a client company's owners may call it (managing the team): its other people get 403. */
  ownersOnly?: boolean;
  /**
   * Only the people a row names may act on it (a review's reviewers; each sample names the company's owner):
   * the company's other people get 403 on its rows, and like anyone else 404 on another company's.
   */
  namedOnly?: boolean;
  /** Only the company's people whose role grants billing may call it: a member gets 403, on its rows too. */
  billingOnly?: boolean;
  /**
   * The route addresses a row by id. `of(owner)` is a path (and body) to a fresh row of that client's (a
   * row nobody owns, such as an invite, ignores the owner); `missing` one whose id nobody has.
   */
  rows?: {
    of: (ctx: { t: TestApp; actors: Actors }, owner: Owner) => Promise<Sample>;
    missing: (ctx: { t: TestApp; actors: Actors }) => Sample | Promise<Sample>;
  };
};
type Owner = 'clientA' | 'clientB';

const loginUrl = `${TEST_ORIGIN}/login?verified=1`;

/** A fresh account manager whose two-factor sign-in is on (its secret is never used here). */
async function managerWithTwoFactor(t: TestApp): Promise<string> {
  const manager = await createManager(t.db);
  await t.db.insert(twoFactors).values({ id: manager.id, userId: manager.id, secret: 'x', backupCodes: 'x' });
  await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, manager.id));
  return manager.id;
}

// Fresh rows made through the API, so every call addresses something that really exists.
const newInvite = async (actors: Actors) => (await actors.admin.post('/api/admin/invites', {})).json();
const newCheckout = async (t: TestApp) =>
  (await t.anonymous.post('/api/purchases/test-checkout', { serviceTier: 'MVP Growth Retainer' })).json();

/** A project update form: a message and one small PNG. */
function updateForm(): FormData {
  const form = new FormData();
  form.append('message', 'Matrix update');
  form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'matrix.png');
  return form;
}

/** A path to the file of a fresh update posted for that client. */
async function newUpdateFile(actors: Actors, owner: Owner): Promise<Sample> {
  const res = await actors.admin.request(
    'POST',
    `/api/admin/clients/${actors[owner].userId}/updates`,
    undefined,
    {
      body: updateForm(),
    },
  );
  const update = (await res.json()) as { attachments: { url: string }[] };
  return { path: update.attachments[0]?.url };
}

/** A real picture, so a review's file has a thumbnail to serve. */
const matrixPicture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
  .png()
  .toBuffer();

/** A review form for that client: its owner as reviewer and one small PNG. */
function reviewForm(clientId: string): FormData {
  const form = new FormData();
  form.append('title', 'Matrix review');
  form.append('reviewerIds', clientId);
  form.append('file', new Blob([new Uint8Array(matrixPicture)], { type: 'image/png' }), 'matrix.png');
  return form;
}

/** A review's next version: a note and one small PNG. */
function versionForm(): FormData {
  const form = new FormData();
  form.append('note', 'Matrix version');
  form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'matrix-2.png');
  return form;
}

/** A review comment with a file attached (the task comment rules): its text and one small PDF. */
function commentForm(): FormData {
  const form = new FormData();
  form.append('body', 'Matrix comment');
  form.append('file', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'matrix.pdf');
  return form;
}

/** The download path of a file the admin posts with a comment on that review. */
async function newCommentFile(reviewId: string, actors: Actors): Promise<Sample> {
  const res = await actors.admin.request('POST', `/api/reviews/${reviewId}/comments`, undefined, {
    body: commentForm(),
  });
  const comment = (await res.json()) as { files: { downloadUrl: string }[] };
  return { path: comment.files[0]?.downloadUrl };
}

type MatrixReview = { id: string; versions: { files: { id: string; url: string }[] }[] };

/**
 * A route addressing one review: each call gets a fresh review of that client's, made by the admin through
 * the API with the client's owner as its reviewer; `missing` a path whose ids nobody has.
 */
function onReview(
  build: (review: MatrixReview, actors: Actors) => Sample | Promise<Sample>,
  missing: () => Sample,
  entry: Partial<Entry> = {},
): Entry {
  const of = async ({ actors }: { actors: Actors }, owner: Owner) => {
    const clientId = actors[owner].userId as string;
    const res = await actors.admin.request('POST', `/api/admin/clients/${clientId}/reviews`, undefined, {
      body: reviewForm(clientId),
    });
    return build((await res.json()) as MatrixReview, actors);
  };
  const sample = (ctx: { actors: Actors }) => of(ctx, 'clientA');
  // Client B calling a staff route is refused by role before any row is looked at.
  const ownedBy = entry.access === 'staff' ? undefined : sample;
  return { access: 'user', sample, ownedBy, rows: { of, missing }, ...entry };
}

/** The code every matrix guest link was mailed: its hash is written with the link. */
const MATRIX_GUEST_CODE = '123456';

/**
 * A fresh guest link on a fresh review of that client's, written straight to the table (no mail, no hourly
 * limit), with a code mailed a moment ago; a missing link is a well-formed secret nobody holds.
 */
async function newGuestLink(t: TestApp, actors: Actors, owner: Owner, codeSent = true) {
  const clientId = actors[owner].userId as string;
  const res = await actors.admin.request('POST', `/api/admin/clients/${clientId}/reviews`, undefined, {
    body: reviewForm(clientId),
  });
  const review = (await res.json()) as MatrixReview;
  const token = newSecret();
  const id = crypto.randomUUID();
  await t.db.insert(reviewGuests).values({
    id,
    reviewId: review.id,
    email: `guest-${id}@example.test`,
    name: 'Matrix Guest',
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    ...(codeSent ? { codeHash: hashCode(id, MATRIX_GUEST_CODE), codeSentAt: new Date() } : {}),
  });
  return { token, review };
}

/** A route under a guest link: `of(owner)` a fresh link of that client's, `missing` one nobody holds. */
function onGuestLink(
  build: (link: { token: string; review: MatrixReview }) => Sample,
  entry: Partial<Entry> = {},
  codeSent = true,
): Entry {
  const of = async ({ t, actors }: { t: TestApp; actors: Actors }, owner: Owner) =>
    build(await newGuestLink(t, actors, owner, codeSent));
  const missing = () => build({ token: newSecret(), review: { id: missingId(), versions: [] } });
  return { access: 'public', sample: (ctx) => of(ctx, 'clientA'), rows: { of, missing }, ...entry };
}

/** A staff route on one of a review's guests: a guest invited through the API on each fresh review. */
async function invitedGuest(review: MatrixReview, actors: Actors): Promise<string> {
  const res = await actors.admin.post(`/api/admin/reviews/${review.id}/guests`, {
    name: 'Matrix Guest',
    email: `guest-${missingId()}@example.test`,
  });
  const updated = (await res.json()) as { guests: { id: string }[] };
  return updated.guests[0]?.id as string;
}

/** A path to mark a fresh notification of that client's read. */
async function newNotification(t: TestApp, actors: Actors, owner: Owner): Promise<Sample> {
  const clientId = actors[owner].userId as string;
  const [row] = await t.db
    .insert(notifications)
    .values({
      recipientId: clientId,
      clientId,
      kind: 'chat_message',
      title: 'Matrix',
      link: '/dashboard/chat',
    })
    .returning();
  return { path: `/api/notifications/${row?.id}/read`, body: undefined };
}

/** Client A's link to turn campaign alerts off. */
const unsubscribePath = (t: TestApp, actors: Actors) =>
  `/api/unsubscribe?token=${signUnsubscribeToken({ userId: actors.clientA.userId as string, setting: 'campaignAlerts' }, t.deps.unsubscribeSecret)}`;

/** A client file form: a report category and one small PDF. */
function clientFileForm(): FormData {
  const form = new FormData();
  form.append('category', 'report');
  form.append('file', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'matrix.pdf');
  return form;
}

/** A fresh file the admin uploads for that client. */
async function newClientFile(actors: Actors, owner: Owner): Promise<{ id: string; url: string }> {
  const res = await actors.admin.request(
    'POST',
    `/api/admin/clients/${actors[owner].userId}/files`,
    undefined,
    { body: clientFileForm() },
  );
  return res.json();
}

const newAdminInvite = async (actors: Actors) =>
  (await actors.admin.post('/api/admin/team/invites', {})).json();

/** A logo form: one small PNG. */
function logoForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'logo.png');
  return form;
}

/** An id no row has. */
const missingId = () => crypto.randomUUID();

/** A route addressing one of client A's tasks: callers allowed reach it, client B is told it is not found. */
function onClientATask(
  build: (taskId: string, actors: Actors, owner: Owner) => Sample | Promise<Sample>,
  missing: (actors: Actors) => Sample | Promise<Sample> = (actors) => build(missingId(), actors, 'clientA'),
): Entry {
  const onTaskOf = async ({ actors }: { actors: Actors }, owner: Owner) => {
    const task = await (
      await actors.admin.post('/api/admin/tasks', { title: 'M', clientId: actors[owner].userId })
    ).json();
    return build(task.id, actors, owner);
  };
  const sample = (ctx: { actors: Actors }) => onTaskOf(ctx, 'clientA');
  return {
    access: 'user',
    sample,
    ownedBy: sample,
    rows: { of: onTaskOf, missing: ({ actors }) => missing(actors) },
  };
}

/** A file attached to a task of `owner`'s, uploaded by that client. */
async function uploadTo(taskId: string, caller: Caller) {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'brief.pdf');
  const res = await caller.request('POST', `/api/tasks/${taskId}/comments`, undefined, { body: form });
  return (await res.json()).attachments[0].downloadUrl as string;
}

/** A route's own sample, as a row of its: links (invites, checkouts) belong to whoever holds them. */
const asSample =
  (key: string) =>
  async (ctx: { t: TestApp; actors: Actors }): Promise<Sample> =>
    (await matrix[key]?.sample?.(ctx)) ?? {};

/** The same call with the path's id (its third segment) swapped for `id`. */
const withPath = (sample: Sample, id: string): Sample => ({
  ...sample,
  path: sample.path?.replace(/^(\/api\/\w+\/)[^/]+/, `$1${id}`),
});

async function onClientTaskId(actors: Actors, owner: Owner): Promise<string> {
  const task = await (
    await actors.admin.post('/api/admin/tasks', { title: 'M', clientId: actors[owner].userId })
  ).json();
  return task.id;
}

/** A staff route addressing one client's rows (chat thread, updates) by the client's id. */
function onClientId(build: (clientId: string) => Sample, access: Access = 'staff'): Entry {
  return {
    access,
    sample: ({ actors }) => build(actors.clientA.userId as string),
    rows: {
      of: async ({ actors }, owner) => build(actors[owner].userId as string),
      missing: () => build(missingId()),
    },
  };
}

/** Sets the owner's account manager as the owner's only one: what the matrix's callers hold stays. */
const keepManager = (actors: Actors, owner: Owner): Sample => ({
  path: `/api/admin/clients/${actors[owner].userId}/managers`,
  body: { userIds: [managerOf[owner]] },
});

/** A fresh invitation of that client company's owner to a new address. */
async function newTeamInvite(t: TestApp, actors: Actors, owner: Owner): Promise<string> {
  // Written straight to the table: the matrix makes more than an owner may send in an hour.
  const [row] = await t.db
    .insert(inviteLinks)
    .values({
      role: 'client',
      clientId: actors[owner].userId as string,
      memberRole: 'member',
      email: `matrix-${missingId()}@example.test`,
    })
    .returning({ id: inviteLinks.id });
  return row?.id as string;
}

/** An owners' route addressing one of the company's invitations. */
function onTeamInvite(build: (inviteId: string) => Sample): Entry {
  const of = async ({ t, actors }: { t: TestApp; actors: Actors }, owner: Owner) =>
    build(await newTeamInvite(t, actors, owner));
  return {
    access: 'client',
    ownersOnly: true,
    sample: (ctx) => of(ctx, 'clientA'),
    rows: { of, missing: () => build(missingId()) },
  };
}

/** An owners' route addressing one of the company's people: a fresh member each time. */
function onTeammate(build: (userId: string) => Sample): Entry {
  const of = async ({ t, actors }: { t: TestApp; actors: Actors }, owner: Owner) =>
    build((await createClientMember(t.db, actors[owner].userId as string, 'member')).id);
  return {
    access: 'client',
    ownersOnly: true,
    sample: (ctx) => of(ctx, 'clientA'),
    rows: { of, missing: () => build(missingId()) },
  };
}

/** A fresh pending referral of that client's, made by the factory (no submission limit). */
async function newReferral(t: TestApp, actors: Actors, owner: Owner): Promise<string> {
  return (await createReferral(t.db, { referrerUserId: actors[owner].userId as string })).id;
}

/** An admin decision on a referral: reached on a fresh pending one of the owner's. */
function onReferral(decision: 'approve' | 'reject'): Entry {
  const body = decision === 'approve' ? { earnedAmount: 200 } : { adminNotes: 'Matrix' };
  const at = (id: string): Sample => ({ path: `/api/admin/referrals/${id}/${decision}`, body });
  return {
    access: 'staff',
    sample: async ({ t, actors }) => at(await newReferral(t, actors, 'clientA')),
    rows: {
      of: async ({ t, actors }, owner) => at(await newReferral(t, actors, owner)),
      missing: () => at(missingId()),
    },
  };
}

/**
 * A staff route on a client that it may suspend or delete: a fresh client (no company) every call, managed
 * by the owner's account manager.
 */
function onFreshClient(build: (clientId: string, email: string) => Sample, access: Access = 'staff'): Entry {
  const fresh = async ({ t }: { t: TestApp }, owner: Owner = 'clientA') => {
    const client = await createClient(t.db, { profile: { companyName: null } });
    await t.db.insert(clientManagers).values({ clientId: client.id, userId: managerOf[owner] });
    return build(client.id, client.email);
  };
  return {
    access,
    sample: fresh,
    rows: { of: fresh, missing: () => build(missingId(), 'nobody@example.test') },
  };
}

/** A staff route on a task: a fresh task of that client's. */
function onAdminTask(build: (taskId: string) => Sample): Entry {
  return {
    access: 'staff',
    sample: async ({ actors }) => build(await onClientTaskId(actors, 'clientA')),
    rows: {
      of: async ({ actors }, owner) => build(await onClientTaskId(actors, owner)),
      missing: () => build(missingId()),
    },
  };
}

/** A draft invoice for that client: one line, so it can be sent. */
const invoiceBody = {
  currency: 'USD',
  items: [{ description: 'Matrix', quantity: 1, unitPriceMinor: 1000 }],
  taxRateBasisPoints: 0,
  discountMinor: 0,
  netTermsDays: 30,
};
async function newInvoice(actors: Actors, owner: Owner, sent: boolean): Promise<string> {
  const res = await actors.admin.post(`/api/admin/clients/${actors[owner].userId}/invoices`, invoiceBody);
  const { id } = (await res.json()) as { id: string };
  if (sent) await actors.admin.post(`/api/admin/invoices/${id}/send`);
  return id;
}

/** A staff route on one invoice: a fresh one of that client's, a draft or already sent as the move needs. */
function onInvoice(build: (invoiceId: string) => Sample, sent = false): Entry {
  return {
    access: 'staff',
    sample: async ({ actors }) => build(await newInvoice(actors, 'clientA', sent)),
    rows: {
      of: async ({ actors }, owner) => build(await newInvoice(actors, owner, sent)),
      missing: () => build(missingId()),
    },
  };
}

/** A client's sent invoice by id: for the people with billing, only their company's. */
function onOwnInvoice(suffix = ''): Entry {
  const of = async ({ actors }: { actors: Actors }, owner: Owner) => ({
    path: `/api/billing/invoices/${await newInvoice(actors, owner, true)}${suffix}`,
  });
  const sample = (ctx: { actors: Actors }) => of(ctx, 'clientA');
  return {
    access: 'client',
    billingOnly: true,
    statusFor: { memberA: 403 },
    sample,
    ownedBy: sample,
    rows: { of, missing: () => ({ path: `/api/billing/invoices/${missingId()}${suffix}` }) },
  };
}

const matrix: Record<string, Entry> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/dev/outbox': { access: 'admin' },
  // The auth library's routes the product serves; every other path under /api/auth answers 404.
  'POST /api/auth/sign-in/email': {
    access: 'public',
    sample: async ({ t }) => ({
      body: { email: (await createClient(t.db)).email, password: DEFAULT_TEST_PASSWORD },
    }),
  },
  'POST /api/auth/sign-out': { access: 'public', ownAccount: true },
  'GET /api/auth/get-session': { access: 'public' },
  'POST /api/auth/change-password': {
    access: 'user',
    ownAccount: true,
    sample: () => ({
      body: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: 'matrix-orchard-42-new' },
    }),
  },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    sample: async ({ t }) => ({ body: { email: (await createClient(t.db)).email } }),
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    sample: () => ({ body: { token: 'not-a-token', newPassword: 'matrix-orchard-42' } }),
    // A token nobody was sent is refused alike for everyone.
    statusForAll: 400,
  },
  'POST /api/auth/send-verification-email': {
    access: 'public',
    sample: () => ({ body: { email: 'nobody@example.test' } }),
    // Signed in, the library sends only to the session's own address: another one is refused.
    statusFor: { client: 400, admin: 400, managerA: 400, managerB: 400 },
  },
  'GET /api/auth/verify-email': {
    access: 'public',
    // As mailed: with the way back to the login page, where a bad token is explained.
    sample: () => ({
      path: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(loginUrl)}`,
    }),
  },
  // Two-factor sign-in (decision 047). The code steps serve a pending sign-in (whose cookie nobody here
  // holds: 401) or, signed in, enrolment's confirmation (none started here: 400).
  'POST /api/auth/two-factor/enable': {
    access: 'user',
    ownAccount: true,
    sample: () => ({ body: { password: DEFAULT_TEST_PASSWORD } }),
  },
  'POST /api/auth/two-factor/verify-totp': {
    access: 'public',
    sample: () => ({ body: { code: '123456' } }),
    statusFor: { anonymous: 401 },
    statusForAll: 400,
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    access: 'public',
    sample: () => ({ body: { code: 'abcde-12345' } }),
    statusFor: { anonymous: 401 },
    statusForAll: 400,
  },
  // Signed in without two-factor on: there are no codes to renew, nothing to turn off.
  'POST /api/auth/two-factor/generate-backup-codes': {
    access: 'user',
    sample: () => ({ body: { password: DEFAULT_TEST_PASSWORD, code: '123456' } }),
    statusFor: { anonymous: 401 },
    statusForAll: 400,
  },
  'POST /api/auth/two-factor/disable': {
    access: 'user',
    sample: () => ({ body: { password: DEFAULT_TEST_PASSWORD, code: '123456' } }),
    statusFor: { anonymous: 401 },
    statusForAll: 400,
  },
  'GET /api/me': { access: 'user' },
  // account settings routes
  'GET /api/profile': { access: 'client' },
  // The phone and the logo are the company's: its owners change them.
  'PATCH /api/profile': {
    access: 'client',
    sample: () => ({ body: { phone: '+1 555 0100' } }),
    statusFor: { memberA: 403, billingA: 403 },
  },
  'POST /api/profile/logo': {
    access: 'client',
    sample: () => ({ body: logoForm() }),
    statusFor: { memberA: 403, billingA: 403 },
  },
  'GET /api/profile/logo': {
    access: 'client',
    // Client A has a logo to fetch.
    sample: async ({ actors }) => {
      await actors.clientA.request('POST', '/api/profile/logo', undefined, { body: logoForm() });
      return {};
    },
  },
  'GET /api/account/sessions': { access: 'user' },
  'POST /api/account/sessions/revoke-others': { access: 'user', ownAccount: true },
  // Invoices (issue 50): a client's billing people read their company's sent ones; staff within reach.
  'GET /api/billing/invoices': { access: 'client', statusFor: { memberA: 403 } },
  'GET /api/billing/invoices/:invoiceId': onOwnInvoice(),
  'GET /api/billing/invoices/:invoiceId/pdf': onOwnInvoice('/pdf'),
  'POST /api/billing/invoices/:invoiceId/checkout': onOwnInvoice('/checkout'),
  'POST /api/billing/invoices/:invoiceId/test-payment': onOwnInvoice('/test-payment'),
  'GET /api/billing/plan-details': { access: 'client', statusFor: { memberA: 403 } },
  'GET /api/admin/clients/:clientId/billing-plan': onClientId((id) => ({
    path: `/api/admin/clients/${id}/billing-plan`,
  })),
  'PUT /api/admin/clients/:clientId/billing-plan': onClientId((id) => ({
    path: `/api/admin/clients/${id}/billing-plan`,
    body: {
      name: 'Matrix',
      amountMinor: 1000,
      currency: 'USD',
      interval: 'monthly',
      startDate: '2026-01-01',
      adBudgetMinor: null,
      adSpentMinor: null,
    },
  })),
  'GET /api/admin/clients/:clientId/invoices': onClientId((id) => ({
    path: `/api/admin/clients/${id}/invoices`,
  })),
  'POST /api/admin/clients/:clientId/invoices': onClientId((id) => ({
    path: `/api/admin/clients/${id}/invoices`,
    body: invoiceBody,
  })),
  'GET /api/admin/invoices/:invoiceId': onInvoice((id) => ({ path: `/api/admin/invoices/${id}` })),
  'GET /api/admin/invoices/:invoiceId/pdf': onInvoice((id) => ({ path: `/api/admin/invoices/${id}/pdf` })),
  'PATCH /api/admin/invoices/:invoiceId': onInvoice((id) => ({
    path: `/api/admin/invoices/${id}`,
    body: invoiceBody,
  })),
  'DELETE /api/admin/invoices/:invoiceId': onInvoice((id) => ({ path: `/api/admin/invoices/${id}` })),
  'POST /api/admin/invoices/:invoiceId/send': onInvoice((id) => ({ path: `/api/admin/invoices/${id}/send` })),
  'POST /api/admin/invoices/:invoiceId/void': onInvoice(
    (id) => ({ path: `/api/admin/invoices/${id}/void` }),
    true,
  ),
  'POST /api/admin/invoices/:invoiceId/mark-paid': onInvoice(
    (id) => ({ path: `/api/admin/invoices/${id}/mark-paid`, body: {} }),
    true,
  ),
  // The agency's receivables (issue 50): staff, each within reach.
  'GET /api/admin/billing/receivables': { access: 'staff' },
  'GET /api/admin/billing/receivables.csv': { access: 'staff' },
  'GET /api/events': { access: 'user' },
  // Applications: the public form (its per-address limit allows these three calls) and the staff's reading.
  'POST /api/applications': {
    access: 'public',
    sample: () => ({ body: { businessName: 'Matrix Coffee', email: 'founder@matrix.example' } }),
  },
  'GET /api/admin/applications': { access: 'admin' },
  'GET /api/admin/applications.csv': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/audit/export': { access: 'admin' },
  // referral routes
  'GET /api/referrals': { access: 'client' },
  'POST /api/referrals': {
    access: 'client',
    sample: () => ({ body: { referredName: 'Matrix Lead', referredEmail: 'lead@matrix.example' } }),
  },
  'GET /api/admin/referrals': { access: 'staff' },
  'POST /api/admin/referrals/:referralId/approve': onReferral('approve'),
  'POST /api/admin/referrals/:referralId/reject': onReferral('reject'),
  // Joining: invites, purchases, onboarding, welcome flow. Samples make fresh links and checkouts via the API.
  'GET /api/admin/invites': { access: 'admin' },
  'POST /api/admin/invites': { access: 'admin', sample: () => ({ body: { label: 'Matrix' } }) },
  'DELETE /api/admin/invites/:inviteId': {
    access: 'admin',
    sample: async ({ actors }) => {
      return { path: `/api/admin/invites/${(await newInvite(actors)).id}` };
    },
    rows: {
      of: asSample('DELETE /api/admin/invites/:inviteId'),
      missing: () => ({ path: `/api/admin/invites/${missingId()}` }),
    },
  },
  'GET /api/invites/:token': {
    access: 'public',
    sample: async ({ actors }) => {
      return { path: `/api/invites/${(await newInvite(actors)).token}` };
    },
    rows: {
      of: asSample('GET /api/invites/:token'),
      missing: () => ({ path: `/api/invites/${missingId()}` }),
    },
  },
  'POST /api/invites/:token/register': {
    access: 'public',
    sample: async ({ actors }) => {
      const invite = await newInvite(actors);
      const password = 'matrix-orchard-42';
      const email = `${crypto.randomUUID()}@example.test`;
      return {
        path: `/api/invites/${invite.token}/register`,
        body: { email, password, confirmPassword: password },
      };
    },
    rows: {
      of: asSample('POST /api/invites/:token/register'),
      missing: async (ctx) => withPath(await asSample('POST /api/invites/:token/register')(ctx), missingId()),
    },
  },
  'POST /api/purchases/test-checkout': {
    access: 'public',
    sample: () => ({ body: { serviceTier: 'MVP Growth Retainer' } }),
  },
  'GET /api/purchases/:sessionId': {
    access: 'public',
    sample: async ({ t }) => {
      return { path: `/api/purchases/${(await newCheckout(t)).sessionId}` };
    },
    rows: {
      of: asSample('GET /api/purchases/:sessionId'),
      missing: () => ({ path: `/api/purchases/cs_${missingId()}` }),
    },
  },
  'POST /api/purchases/:sessionId/claim': {
    access: 'public',
    sample: async ({ t }) => {
      const checkout = await newCheckout(t);
      const password = 'matrix-orchard-42';
      const email = `${crypto.randomUUID()}@example.test`;
      const body = {
        email,
        companyName: 'Matrix Co',
        contactPerson: 'Max',
        password,
        confirmPassword: password,
      };
      return { path: `/api/purchases/${checkout.sessionId}/claim`, body };
    },
    rows: {
      of: asSample('POST /api/purchases/:sessionId/claim'),
      missing: async (ctx) =>
        withPath(await asSample('POST /api/purchases/:sessionId/claim')(ctx), `cs_${missingId()}`),
    },
  },
  // Only Stripe calls it, signed; without Stripe configured (as here) it is not served to anyone.
  'POST /api/webhooks/stripe': { access: 'public', statusForAll: 404 },
  'GET /api/onboarding': { access: 'client' },
  'POST /api/onboarding': {
    access: 'client',
    // One questionnaire per company: the owner answered it first.
    statusFor: { memberA: 409, billingA: 409 },
    sample: () => ({
      body: { productDescription: 'P', problemSolved: 'Q', idealCustomer: 'R', currentStage: 'mvp' },
    }),
  },
  'GET /api/admin/clients/:clientId/onboarding': {
    access: 'staff',
    sample: ({ actors }) => ({ path: `/api/admin/clients/${actors.clientA.userId}/onboarding` }),
    rows: {
      of: async ({ actors }, owner) => ({ path: `/api/admin/clients/${actors[owner].userId}/onboarding` }),
      missing: () => ({ path: `/api/admin/clients/${missingId()}/onboarding` }),
    },
  },
  'POST /api/profile/welcome-complete': { access: 'client' },
  // team and agency routes
  'GET /api/admin/team': { access: 'admin' },
  'DELETE /api/admin/team/:userId': {
    access: 'admin',
    // A fresh admin each time, so the caller is never the last one nor removing itself.
    sample: async ({ t }) => ({ path: `/api/admin/team/${(await createAdmin(t.db)).id}` }),
    rows: {
      of: async ({ t }) => ({ path: `/api/admin/team/${(await createAdmin(t.db)).id}` }),
      missing: () => ({ path: `/api/admin/team/${missingId()}` }),
    },
  },
  'PATCH /api/admin/team/:userId': {
    access: 'admin',
    // A fresh account manager each time, made an admin: the caller never changes its own role.
    sample: async ({ t }) => ({
      path: `/api/admin/team/${(await createManager(t.db)).id}`,
      body: { role: 'admin' },
    }),
    rows: {
      of: async ({ t }) => ({
        path: `/api/admin/team/${(await createManager(t.db)).id}`,
        body: { role: 'admin' },
      }),
      missing: () => ({ path: `/api/admin/team/${missingId()}`, body: { role: 'admin' } }),
    },
  },
  'POST /api/admin/team/:userId/two-factor/reset': {
    access: 'admin',
    // A fresh account manager with two-factor on each time: never the caller, always something to reset.
    sample: async ({ t }) => ({ path: `/api/admin/team/${await managerWithTwoFactor(t)}/two-factor/reset` }),
    rows: {
      of: async ({ t }) => ({ path: `/api/admin/team/${await managerWithTwoFactor(t)}/two-factor/reset` }),
      missing: () => ({ path: `/api/admin/team/${missingId()}/two-factor/reset` }),
    },
  },
  'GET /api/admin/team/invites': { access: 'admin' },
  'POST /api/admin/team/invites': { access: 'admin', sample: () => ({ body: { label: 'Matrix admin' } }) },
  'DELETE /api/admin/team/invites/:inviteId': {
    access: 'admin',
    sample: async ({ actors }) => ({ path: `/api/admin/team/invites/${(await newAdminInvite(actors)).id}` }),
    rows: {
      of: asSample('DELETE /api/admin/team/invites/:inviteId'),
      missing: () => ({ path: `/api/admin/team/invites/${missingId()}` }),
    },
  },
  'GET /api/admin/agency/settings': { access: 'admin' },
  'PATCH /api/admin/agency/settings': {
    access: 'admin',
    sample: () => ({ body: { notifyTaskReviews: true } }),
  },
  // Turning the requirement off takes a right code: the admins here have none, so theirs is refused.
  'PUT /api/admin/agency/two-factor-requirement': {
    access: 'admin',
    sample: () => ({ body: { required: false, password: DEFAULT_TEST_PASSWORD, code: '123456' } }),
    statusFor: { admin: 400 },
  },
  'POST /api/admin/agency/logo': { access: 'admin', sample: () => ({ body: logoForm() }) },
  'DELETE /api/admin/agency/logo': { access: 'admin' },
  'GET /api/agency/branding': { access: 'user' },
  // The agency's public logo (emails show it without a session): there is one once an admin uploads it.
  'GET /api/agency/logo': {
    access: 'public',
    sample: async ({ actors }) => {
      await actors.admin.request('POST', '/api/admin/agency/logo', undefined, { body: logoForm() });
      return {};
    },
  },
  // Tasks: each sample is a fresh task of client A's, created by the admin through the API.
  'GET /api/tasks': { access: 'client' },
  'GET /api/tasks/summary': { access: 'client' },
  'GET /api/tasks/:taskId': onClientATask((id) => ({ path: `/api/tasks/${id}` })),
  'POST /api/tasks/:taskId/status': onClientATask((id) => ({
    path: `/api/tasks/${id}/status`,
    body: { to: 'in-progress' },
  })),
  'GET /api/tasks/:taskId/activity': onClientATask((id) => ({ path: `/api/tasks/${id}/activity` })),
  'POST /api/tasks/:taskId/comments': onClientATask((id) => ({
    path: `/api/tasks/${id}/comments`,
    body: { content: 'Looks good' },
  })),
  'GET /api/tasks/:taskId/attachments/:attachmentId': onClientATask(
    async (id, actors, owner) => ({ path: await uploadTo(id, actors[owner]) }),
    // A real task of client A's, with an attachment id nobody has.
    async (actors) => {
      const url = await uploadTo((await onClientTaskId(actors, 'clientA')) as string, actors.clientA);
      return { path: url.replace(/[^/]+$/, missingId()) };
    },
  ),
  'GET /api/admin/tasks': { access: 'staff' },
  'POST /api/admin/tasks': {
    access: 'staff',
    sample: ({ actors }) => ({ body: { title: 'New task', clientId: actors.clientA.userId } }),
    // Client A is not B's manager's: 'Client not found'.
    statusFor: { managerB: 404 },
  },
  'GET /api/admin/clients': { access: 'staff' },
  'GET /api/admin/clients/:clientId/managers': onClientId((id) => ({
    path: `/api/admin/clients/${id}/managers`,
  })),
  // The same account manager again: the other callers keep their clients.
  'PUT /api/admin/clients/:clientId/managers': {
    access: 'admin',
    sample: ({ actors }) => keepManager(actors, 'clientA'),
    rows: {
      of: async ({ actors }, owner) => keepManager(actors, owner),
      missing: () => ({ path: `/api/admin/clients/${missingId()}/managers`, body: { userIds: [] } }),
    },
  },
  // client management routes
  // Suspending and deleting end the client's sessions: each call addresses a fresh client, whoever owns the row.
  'PATCH /api/admin/clients/:clientId': onClientId((id) => ({
    path: `/api/admin/clients/${id}`,
    body: { companyName: 'Matrix Co' },
  })),
  'POST /api/admin/clients/:clientId/suspend': onFreshClient((id) => ({
    path: `/api/admin/clients/${id}/suspend`,
  })),
  'POST /api/admin/clients/:clientId/restore': onFreshClient((id) => ({
    path: `/api/admin/clients/${id}/restore`,
  })),
  'POST /api/admin/clients/:clientId/password-reset': onFreshClient((id) => ({
    path: `/api/admin/clients/${id}/password-reset`,
  })),
  'DELETE /api/admin/clients/:clientId': onFreshClient(
    (id, email) => ({ path: `/api/admin/clients/${id}`, body: { confirmation: email } }),
    'admin',
  ),
  'PATCH /api/admin/tasks/:taskId': onAdminTask((id) => ({
    path: `/api/admin/tasks/${id}`,
    body: { title: 'Renamed' },
  })),
  'DELETE /api/admin/tasks/:taskId': onAdminTask((id) => ({ path: `/api/admin/tasks/${id}` })),
  'GET /api/admin/clients/:clientId': {
    access: 'staff',
    sample: ({ actors }) => ({ path: `/api/admin/clients/${actors.clientA.userId}` }),
    rows: {
      of: async ({ actors }, owner) => ({ path: `/api/admin/clients/${actors[owner].userId}` }),
      missing: () => ({ path: `/api/admin/clients/${missingId()}` }),
    },
  },
  // Chat: a client's routes address its own thread (from the session); an admin names the client.
  'GET /api/chat/messages': { access: 'client' },
  'POST /api/chat/messages': { access: 'client', sample: () => ({ body: { content: 'Matrix' } }) },
  'POST /api/chat/read': { access: 'client', sample: () => ({ body: undefined }) },
  'GET /api/chat/unread': { access: 'user' },
  'GET /api/admin/chat': { access: 'staff' },
  'GET /api/admin/chat/:clientId/messages': onClientId((id) => ({
    path: `/api/admin/chat/${id}/messages`,
  })),
  'POST /api/admin/chat/:clientId/messages': onClientId((id) => ({
    path: `/api/admin/chat/${id}/messages`,
    body: { content: 'Matrix' },
  })),
  'POST /api/admin/chat/:clientId/read': onClientId((id) => ({ path: `/api/admin/chat/${id}/read` })),
  // Notifications: everyone reads and marks their own only.
  'GET /api/notifications': { access: 'user' },
  'POST /api/notifications/read-all': { access: 'user', sample: () => ({ body: undefined }) },
  'POST /api/notifications/:notificationId/read': {
    access: 'user',
    sample: ({ t, actors }) => newNotification(t, actors, 'clientA'),
    // Client A's owner's notification: an admin or a teammate does not reach it either.
    statusFor: { admin: 404, memberA: 404, billingA: 404 },
    ownedBy: ({ t, actors }) => newNotification(t, actors, 'clientA'),
    ownerOnly: true,
    rows: {
      of: ({ t, actors }, owner) => newNotification(t, actors, owner),
      missing: () => ({ path: `/api/notifications/${missingId()}/read` }),
    },
  },
  // An email's unsubscribe link: public, the signed token is the proof.
  'GET /api/unsubscribe': {
    access: 'public',
    sample: ({ t, actors }) => ({ path: unsubscribePath(t, actors) }),
  },
  'POST /api/unsubscribe': {
    access: 'public',
    sample: ({ t, actors }) => ({ path: unsubscribePath(t, actors), body: undefined }),
  },
  // Deliverable review: each sample is a fresh review of client A's, its owner the reviewer.
  'GET /api/reviews': { access: 'client' },
  'GET /api/reviews/:reviewId': onReview(
    (review) => ({ path: `/api/reviews/${review.id}` }),
    () => ({ path: `/api/reviews/${missingId()}` }),
  ),
  // With a file attached (multipart): the upload route. Its JSON form is the same route and guard.
  'POST /api/reviews/:reviewId/comments': onReview(
    (review) => ({ path: `/api/reviews/${review.id}/comments`, body: commentForm() }),
    () => ({ path: `/api/reviews/${missingId()}/comments`, body: commentForm() }),
  ),
  // Only the named reviewers decide: each sample names the owner alone, so the company's others get 403.
  'POST /api/reviews/:reviewId/decision': onReview(
    (review) => ({ path: `/api/reviews/${review.id}/decision`, body: { decision: 'approved' } }),
    () => ({ path: `/api/reviews/${missingId()}/decision`, body: { decision: 'approved' } }),
    { access: 'client', statusFor: { memberA: 403, billingA: 403 }, namedOnly: true },
  ),
  'GET /api/reviews/:reviewId/files/:fileId': onReview(
    (review) => ({ path: review.versions[0]?.files[0]?.url }),
    () => ({ path: `/api/reviews/${missingId()}/files/${missingId()}` }),
  ),
  'GET /api/reviews/:reviewId/comment-files/:fileId': onReview(
    (review, actors) => newCommentFile(review.id, actors),
    () => ({ path: `/api/reviews/${missingId()}/comment-files/${missingId()}` }),
  ),
  'GET /api/reviews/:reviewId/files/:fileId/thumbnail': onReview(
    (review) => ({ path: `/api/reviews/${review.id}/files/${review.versions[0]?.files[0]?.id}/thumbnail` }),
    () => ({ path: `/api/reviews/${missingId()}/files/${missingId()}/thumbnail` }),
  ),
  'GET /api/admin/reviews': { access: 'staff' },
  'GET /api/admin/clients/:clientId/review-candidates': onClientId((id) => ({
    path: `/api/admin/clients/${id}/review-candidates`,
  })),
  'POST /api/admin/clients/:clientId/reviews': onClientId((id) => ({
    path: `/api/admin/clients/${id}/reviews`,
    body: reviewForm(id),
  })),
  'PATCH /api/admin/reviews/:reviewId': onReview(
    (review) => ({ path: `/api/admin/reviews/${review.id}`, body: { title: 'Renamed' } }),
    () => ({ path: `/api/admin/reviews/${missingId()}`, body: { title: 'Renamed' } }),
    { access: 'staff' },
  ),
  'POST /api/admin/reviews/:reviewId/versions': onReview(
    (review) => ({ path: `/api/admin/reviews/${review.id}/versions`, body: versionForm() }),
    () => ({ path: `/api/admin/reviews/${missingId()}/versions`, body: versionForm() }),
    { access: 'staff' },
  ),
  'POST /api/admin/reviews/:reviewId/nudge': onReview(
    (review) => ({ path: `/api/admin/reviews/${review.id}/nudge` }),
    () => ({ path: `/api/admin/reviews/${missingId()}/nudge` }),
    { access: 'staff' },
  ),
  'POST /api/admin/reviews/:reviewId/comments/:commentId/resolve': onReview(
    async (review, actors) => {
      const thread = await (
        await actors.admin.post(`/api/reviews/${review.id}/comments`, { body: 'M' })
      ).json();
      return {
        path: `/api/admin/reviews/${review.id}/comments/${thread.id}/resolve`,
        body: { resolved: true },
      };
    },
    () => ({
      path: `/api/admin/reviews/${missingId()}/comments/${missingId()}/resolve`,
      body: { resolved: true },
    }),
    { access: 'staff' },
  ),
  // Guest reviewers: staff invite, send again and remove; a guest link's own routes.
  'POST /api/admin/reviews/:reviewId/guests': onReview(
    (review) => ({
      path: `/api/admin/reviews/${review.id}/guests`,
      body: { name: 'Matrix Guest', email: `guest-${missingId()}@example.test` },
    }),
    () => ({
      path: `/api/admin/reviews/${missingId()}/guests`,
      body: { name: 'Matrix Guest', email: 'guest@example.test' },
    }),
    { access: 'staff' },
  ),
  'POST /api/admin/reviews/:reviewId/guests/:guestId/resend': onReview(
    async (review, actors) => ({
      path: `/api/admin/reviews/${review.id}/guests/${await invitedGuest(review, actors)}/resend`,
    }),
    () => ({ path: `/api/admin/reviews/${missingId()}/guests/${missingId()}/resend` }),
    { access: 'staff' },
  ),
  'DELETE /api/admin/reviews/:reviewId/guests/:guestId': onReview(
    async (review, actors) => ({
      path: `/api/admin/reviews/${review.id}/guests/${await invitedGuest(review, actors)}`,
    }),
    () => ({ path: `/api/admin/reviews/${missingId()}/guests/${missingId()}` }),
    { access: 'staff' },
  ),
  'GET /api/guest-reviews/:token': onGuestLink(({ token }) => ({ path: `/api/guest-reviews/${token}` })),
  // A link whose code was never asked for: a code goes out at once.
  'POST /api/guest-reviews/:token/code': onGuestLink(
    ({ token }) => ({ path: `/api/guest-reviews/${token}/code`, body: undefined }),
    {},
    false,
  ),
  'POST /api/guest-reviews/:token/confirm': onGuestLink(({ token }) => ({
    path: `/api/guest-reviews/${token}/confirm`,
    body: { code: MATRIX_GUEST_CODE },
  })),
  'GET /api/guest-reviews/:token/review': onGuestLink(
    ({ token }) => ({ path: `/api/guest-reviews/${token}/review` }),
    { access: 'guest', statusForAll: 401 },
  ),
  'GET /api/guest-reviews/:token/files/:fileId': onGuestLink(
    ({ token, review }) => ({
      path: `/api/guest-reviews/${token}/files/${review.versions[0]?.files[0]?.url.split('/files/')[1]?.split('?')[0] ?? missingId()}`,
    }),
    { access: 'guest', statusForAll: 401 },
  ),
  'GET /api/guest-reviews/:token/comment-files/:fileId': onGuestLink(
    ({ token }) => ({ path: `/api/guest-reviews/${token}/comment-files/${missingId()}` }),
    { access: 'guest', statusForAll: 401 },
  ),
  'POST /api/guest-reviews/:token/comments': onGuestLink(
    ({ token }) => ({ path: `/api/guest-reviews/${token}/comments`, body: { body: 'Matrix comment' } }),
    { access: 'guest', statusForAll: 401 },
  ),
  'POST /api/guest-reviews/:token/decision': onGuestLink(
    ({ token }) => ({ path: `/api/guest-reviews/${token}/decision`, body: { decision: 'approved' } }),
    { access: 'guest', statusForAll: 401 },
  ),
  'GET /api/updates': { access: 'client' },
  'GET /api/admin/clients/:clientId/updates': onClientId((id) => ({
    path: `/api/admin/clients/${id}/updates`,
  })),
  'POST /api/admin/clients/:clientId/updates': onClientId((id) => ({
    path: `/api/admin/clients/${id}/updates`,
    body: updateForm(),
  })),
  'GET /api/updates/:updateId/attachments/:attachmentId': {
    access: 'user',
    sample: ({ actors }) => newUpdateFile(actors, 'clientA'),
    ownedBy: ({ actors }) => newUpdateFile(actors, 'clientA'),
    rows: {
      of: ({ actors }, owner) => newUpdateFile(actors, owner),
      missing: () => ({ path: `/api/updates/${missingId()}/attachments/${missingId()}` }),
    },
  },
  // Client files: a client reaches its own (the archive holds them), an admin uploads, lists and deletes.
  'GET /api/files': { access: 'client' },
  'GET /api/files/archive': {
    access: 'client',
    // The archive of a client with no files is not found: give client A one first.
    sample: async ({ actors }) => {
      await newClientFile(actors, 'clientA');
      return {};
    },
  },
  'GET /api/files/:fileId/download': {
    access: 'user',
    sample: async ({ actors }) => ({ path: (await newClientFile(actors, 'clientA')).url }),
    ownedBy: async ({ actors }) => ({ path: (await newClientFile(actors, 'clientA')).url }),
    rows: {
      of: async ({ actors }, owner) => ({ path: (await newClientFile(actors, owner)).url }),
      missing: () => ({ path: `/api/files/${missingId()}/download` }),
    },
  },
  'GET /api/admin/files': { access: 'staff' },
  'POST /api/admin/clients/:clientId/files': onClientId((id) => ({
    path: `/api/admin/clients/${id}/files`,
    body: clientFileForm(),
  })),
  'DELETE /api/admin/files/:fileId': {
    access: 'staff',
    sample: async ({ actors }) => ({
      path: `/api/admin/files/${(await newClientFile(actors, 'clientA')).id}`,
    }),
    rows: {
      of: async ({ actors }, owner) => ({
        path: `/api/admin/files/${(await newClientFile(actors, owner)).id}`,
      }),
      missing: () => ({ path: `/api/admin/files/${missingId()}` }),
    },
  },
  'GET /api/admin/storage': { access: 'admin' },
  // A client's data (decision 048): a company's owners download its zip, admins export any client's. A
  // company is exported 3 times a day at most, so each admin call exports a fresh client; client A's owner
  // is the only caller that exports client A.
  'GET /api/account/data-export': { access: 'client', ownersOnly: true },
  'GET /api/admin/clients/:clientId/data-export': onFreshClient(
    (id) => ({ path: `/api/admin/clients/${id}/data-export` }),
    'admin',
  ),
  // A client company's team (issue 47): its people read it, its owners manage it.
  'GET /api/team': { access: 'client' },
  'POST /api/team/invites': {
    access: 'client',
    ownersOnly: true,
    sample: () => ({ body: { email: `matrix-${missingId()}@example.test` } }),
  },
  'POST /api/team/invites/:inviteId/resend': onTeamInvite((id) => ({
    path: `/api/team/invites/${id}/resend`,
  })),
  'DELETE /api/team/invites/:inviteId': onTeamInvite((id) => ({ path: `/api/team/invites/${id}` })),
  'PATCH /api/team/members/:userId': onTeammate((id) => ({
    path: `/api/team/members/${id}`,
    body: { role: 'member' },
  })),
  'DELETE /api/team/members/:userId': onTeammate((id) => ({ path: `/api/team/members/${id}` })),
};

let t: TestApp;
let actors: Actors;
/** Each client's account manager's user id. */
let managerOf: Record<Owner, string>;

beforeAll(async () => {
  // The matrix uploads more files as the admin than one person may in ten minutes.
  t = await createTestApp({ env: { USER_UPLOAD_FILES_PER_10_MINUTES: '1000' } });
  const first = await t.actors();
  const companyA = first.clientA.userId as string;
  const member = await createClientMember(t.db, companyA, 'member');
  const billing = await createClientMember(t.db, companyA, 'billing');
  const managerA = await createManager(t.db, [companyA], { name: 'Mara A' });
  const managerB = await createManager(t.db, [first.clientB.userId as string], { name: 'Max B' });
  managerOf = { clientA: managerA.id, clientB: managerB.id };
  actors = {
    ...first,
    memberA: fromAddress(await t.signIn(member.email), '198.51.100.21'),
    billingA: fromAddress(await t.signIn(billing.email), '198.51.100.22'),
    managerA: fromAddress(await t.signIn(managerA.email, undefined, '198.51.100.23'), '198.51.100.23'),
    managerB: fromAddress(await t.signIn(managerB.email, undefined, '198.51.100.24'), '198.51.100.24'),
  };
});

/**
 * The caller, calling from an address of its own: the auth library's per-address limits (a few password
 * reset requests a minute) then count the teammates' calls apart from the others'.
 */
function fromAddress(caller: Caller, ip: string): Caller {
  const request: Caller['request'] = (method, path, body, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    return caller.request(method, path, body, { ...init, headers });
  };
  return {
    ...caller,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
  };
}
afterAll(() => t.close());

function apiRoutes(): string[] {
  const keys = t.app.routes
    // `ALL` entries are middleware and the JSON 404 catch-all, not routes.
    .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

async function call(actor: Caller, key: string, entry: Entry): Promise<Response> {
  const [method = 'GET', routePath = ''] = key.split(' ');
  const caller = entry.ownAccount ? await newUserLike(actor) : actor;
  const sample = (await entry.sample?.({ t, actors })) ?? {};
  const res = await send(caller, method, sample.path ?? routePath, sample.body);
  // Streams (SSE) stay open: the status is all we need.
  if (res.headers.get('content-type')?.includes('text/event-stream')) await res.body?.cancel();
  return res;
}

/** A JSON body, or a multipart one when the sample is a form (upload routes). */
function send(caller: Caller, method: string, path: string, body: unknown): Promise<Response> {
  return body instanceof FormData
    ? caller.request(method, path, undefined, { body })
    : caller.request(method, path, body);
}

async function newUserLike(actor: Caller): Promise<Caller> {
  if (actor === actors.anonymous) return actor;
  const companyA = actors.clientA.userId as string;
  if (actor === actors.memberA || actor === actors.billingA) {
    const role = actor === actors.memberA ? 'member' : 'billing';
    const teammate = await createClientMember(t.db, companyA, role);
    return fromAddress(await t.signIn(teammate.email), role === 'member' ? '198.51.100.31' : '198.51.100.32');
  }
  if (actor === actors.managerA || actor === actors.managerB) {
    const owner = actor === actors.managerA ? 'clientA' : 'clientB';
    const manager = await createManager(t.db, [actors[owner].userId as string]);
    const ip = owner === 'clientA' ? '198.51.100.33' : '198.51.100.34';
    return fromAddress(await t.signIn(manager.email, undefined, ip), ip);
  }
  // Signed in from addresses of their own: the default address's sign-ins stay under the library's limit.
  if (actor === actors.admin) return t.signIn((await createAdmin(t.db)).email, undefined, '198.51.100.35');
  return t.signIn((await createClient(t.db)).email, undefined, '198.51.100.36');
}

describe('access matrix', () => {
  it('lists every API route the app has, and no other', () => {
    expect(apiRoutes()).toEqual(Object.keys(matrix).sort());
  });

  const entries = Object.entries(matrix);

  it.each(entries)('%s: anonymous callers', async (key, entry) => {
    const res = await call(t.anonymous, key, entry);
    const expected = entry.statusFor?.anonymous ?? entry.statusForAll;
    if (expected) expect(res.status).toBe(expected);
    else if (entry.access === 'public') expect(res.status).toBeLessThan(400);
    else {
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(messages.common.notAuthenticated);
    }
  });

  it.each(entries)('%s: a client', async (key, entry) => {
    const res = await call(actors.clientA, key, entry);
    const expected = entry.statusFor?.client ?? entry.statusForAll;
    if (expected) expect(res.status).toBe(expected);
    else if (entry.access === 'admin' || entry.access === 'staff') {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
    } else expect(res.status).toBeLessThan(400);
  });

  const teammates = [
    ['memberA', 'a member of client A'],
    ['billingA', 'a billing member of client A'],
  ] as const;
  it.each(
    teammates.flatMap(([who, name]) => entries.map(([key, entry]) => [key, name, who, entry] as const)),
  )('%s: %s', async (key, _name, who, entry) => {
    const res = await call(actors[who], key, entry);
    const ownersOnly = entry.ownersOnly ? 403 : undefined;
    const expected = entry.statusFor?.[who] ?? ownersOnly ?? entry.statusFor?.client ?? entry.statusForAll;
    if (expected) expect(res.status).toBe(expected);
    else if (entry.access === 'admin' || entry.access === 'staff') {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
    } else expect(res.status).toBeLessThan(400);
  });

  it.each(entries)('%s: an admin', async (key, entry) => {
    const res = await call(actors.admin, key, entry);
    const expected = entry.statusFor?.admin ?? entry.statusForAll;
    if (expected) expect(res.status).toBe(expected);
    else if (entry.access === 'client') {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.clientOnly);
    } else expect(res.status).toBeLessThan(400);
  });

  const managers = [
    ['managerA', "client A's account manager"],
    ['managerB', "client B's account manager"],
  ] as const;
  it.each(managers.flatMap(([who, name]) => entries.map(([key, entry]) => [key, name, who, entry] as const)))(
    '%s: %s',
    async (key, _name, who, entry) => {
      const res = await call(actors[who], key, entry);
      const expected = entry.statusFor?.[who] ?? entry.statusForAll;
      if (expected) expect(res.status).toBe(expected);
      else if (entry.access === 'admin') {
        expect(res.status).toBe(403);
        expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
      } else if (entry.access === 'client') {
        expect(res.status).toBe(403);
        expect((await res.json()).error.message).toBe(messages.guard.clientOnly);
      } else if (entry.rows && expectedOnRow(entry, who, 'clientA') !== 'reached')
        // The sample is client A's row: B's manager is told it is not found.
        expect(res.status).toBe(expectedOnRow(entry, who, 'clientA'));
      else expect(res.status).toBeLessThan(400);
    },
  );

  const owned = entries.filter(([, entry]) => entry.ownedBy);
  if (owned.length) {
    it.each(owned)("%s: another client's row is not found", async (key, entry) => {
      const [method = 'GET'] = key.split(' ');
      const sample = await entry.ownedBy?.({ t, actors });
      const res = await send(actors.clientB, method, sample?.path ?? '', sample?.body);
      expect(res.status).toBe(404);
    });
  }

  it('every route that addresses a row by id lists its rows', () => {
    const byId = entries.filter(([key]) => key.includes('/:'));
    expect(byId.length).toBeGreaterThanOrEqual(12);
    expect(byId.filter(([, entry]) => !entry.rows).map(([key]) => key)).toEqual([]);
  });

  // Every route with rows × every caller × {client A's own row, another client's (B's), a missing id}.
  const callers = [
    'anonymous',
    'clientA',
    'memberA',
    'billingA',
    'clientB',
    'admin',
    'managerA',
    'managerB',
  ] as const;
  const rowKinds = ['clientA', 'clientB', 'missing'] as const;
  const rowName = { clientA: "client A's row", clientB: "client B's row", missing: 'a missing id' };
  const rowCases = entries.flatMap(([key, entry]) =>
    entry.rows
      ? callers.flatMap((caller) => rowKinds.map((row) => [key, caller, rowName[row], entry, row] as const))
      : [],
  );

  /**
   * Who reaches a row: anyone holding a link; else the signed-in owner, the owner's account manager and the
   * admin. Others: 401, 403, 404.
   */
  function expectedOnRow(entry: Entry, caller: (typeof callers)[number], row: (typeof rowKinds)[number]) {
    if (entry.access === 'public') return row === 'missing' ? 404 : 'reached';
    if (entry.access === 'guest') return row === 'missing' ? 404 : 401;
    if (caller === 'anonymous') return 401;
    const staff = caller === 'admin' || caller === 'managerA' || caller === 'managerB';
    if (entry.access === 'admin' && caller !== 'admin') return 403;
    if (entry.access === 'staff' && !staff) return 403;
    if (entry.access === 'client' && staff) return 403;
    if (entry.ownersOnly && (caller === 'memberA' || caller === 'billingA')) return 403;
    if (entry.billingOnly && caller === 'memberA') return 403;
    if (row === 'missing') return 404;
    if (entry.ownerOnly) return caller === row ? 'reached' : 404;
    const reaches: Record<(typeof callers)[number], Owner | 'every' | null> = {
      anonymous: null,
      clientA: 'clientA',
      memberA: 'clientA',
      billingA: 'clientA',
      clientB: 'clientB',
      admin: 'every',
      managerA: 'clientA',
      managerB: 'clientB',
    };
    const reached = reaches[caller] === 'every' || reaches[caller] === row;
    if (reached && entry.namedOnly && (caller === 'memberA' || caller === 'billingA')) return 403;
    return reached ? 'reached' : 404;
  }

  it.each(rowCases)('rows by id: %s as %s, on %s', async (key, caller, _row, entry, row) => {
    const [method = 'GET'] = key.split(' ');
    const ctx = { t, actors };
    const sample = row === 'missing' ? await entry.rows?.missing(ctx) : await entry.rows?.of(ctx, row);
    const res = await send(actors[caller], method, sample?.path ?? '', sample?.body);
    const expected = expectedOnRow(entry, caller, row);
    if (expected === 'reached') {
      expect(res.status, await res.clone().text()).toBeLessThan(400);
      return;
    }
    expect(res.status).toBe(expected);
    const { error } = await res.json();
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
  });
});
