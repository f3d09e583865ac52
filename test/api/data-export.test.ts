import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createClient, createClientMember, createManager } from '../../src/server/db/factories';
import {
  accounts,
  auditEvents,
  files,
  reviewComments,
  reviewGuests,
  reviewVersions,
  sessions,
  taskAttachments,
} from '../../src/server/db/schema/index';
import type { Review } from '../../src/shared/contracts/reviews';
import { clientAbilityRefusals } from '../../src/shared/domain/client-roles';
import { DATA_EXPORT_WINDOW_SECONDS, dataExportMessages } from '../../src/shared/domain/data-export';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Issue 49, "A client's data" (decision 048): the zip a company's owner downloads and an admin exports.

type Upload = { name: string; bytes: Buffer; type: string };
const pdfNamed = (name: string, text: string): Upload => ({
  name,
  bytes: Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`),
  type: 'application/pdf',
});

function form(fields: Record<string, string>, uploads: Upload[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of uploads) body.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return body;
}

const multipart = (caller: Caller, method: string, path: string, body: FormData) =>
  caller.request(method, path, undefined, { body });

async function ok<T = Record<string, unknown>>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer.status === 204 ? ({} as T) : answer.json();
}

/** A zip's entries in the order its central directory lists them, each with its bytes. */
function readZip(zip: Buffer): Promise<{ names: string[]; bytes: Map<string, Buffer> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const names: string[] = [];
      const bytes = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            bytes.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on('error', reject);
        });
      });
      archive.on('end', () => resolve({ names, bytes }));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

const json = (zip: { bytes: Map<string, Buffer> }, name: string) =>
  JSON.parse(zip.bytes.get(name)?.toString('utf8') ?? 'null');

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const fileNamePattern = /^attachment; filename="able-co-data-\d{4}-\d{2}-\d{2}\.zip"/;

let t: TestApp;
let owner: Caller;
let billing: Caller;
let member: Caller;
let otherOwner: Caller;
let admin: Caller;
let manager: Caller;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await createTestApp({ env: { USER_UPLOAD_FILES_PER_10_MINUTES: '1000' } });
  const actors = await t.actors();
  ({ admin } = actors);
  owner = actors.clientA;
  otherOwner = actors.clientB;
  companyA = owner.userId as string;
  companyB = otherOwner.userId as string;
  billing = await t.signIn(
    (await createClientMember(t.db, companyA, 'billing', { name: 'Billie Bill' })).email,
  );
  member = await t.signIn(
    (await createClientMember(t.db, companyA, 'member', { name: 'Morgan Member' })).email,
  );
  manager = await t.signIn((await createManager(t.db, [companyA])).email);
});
afterAll(() => t.close());

/** What company A's export must hold, as made through the API below. */
type CompanyA = Awaited<ReturnType<typeof buildCompanyA>>;
let built: CompanyA;

const originals = {
  logo: { name: 'logo.png', bytes: samples.png, type: 'image/png' },
  brief: pdfNamed('brief.pdf', 'the brief'),
  briefAgain: pdfNamed('brief.pdf', 'the brief, again'),
  launch: { name: 'launch.png', bytes: samples.png, type: 'image/png' },
  mockup1: pdfNamed('mockup.pdf', 'mockup one'),
  mockup2: pdfNamed('mockup.pdf', 'mockup two'),
  notes: pdfNamed('notes.pdf', 'review notes'),
  q3: pdfNamed('q3.pdf', 'q3 first'),
  q3Again: pdfNamed('q3.pdf', 'q3 second'),
  contract: pdfNamed('contract.pdf', 'the contract'),
};

/** Company A's rows, each made the way the product makes it. */
async function buildCompanyA() {
  await ok(
    owner.request('PATCH', '/api/profile', {
      website: 'https://able.example',
      phone: '+1 555 0100',
      primaryColor: '#112233',
      brandGuidelines: 'Blue, always.',
      payoutMethod: 'PayPal',
      payoutAddress: 'pay@able.example',
      payoutNotes: 'Monthly',
    }),
  );
  await ok(multipart(owner, 'POST', '/api/profile/logo', form({}, [originals.logo])), 201);
  await ok(
    owner.post('/api/onboarding', {
      productDescription: 'Coffee subscriptions',
      problemSolved: 'Stale beans',
      idealCustomer: 'Home baristas',
      currentStage: 'launch-ready',
    }),
    201,
  );

  const task = await ok<{ id: string }>(
    admin.post('/api/admin/tasks', {
      title: 'Write the launch email',
      description: 'For May',
      clientId: companyA,
    }),
    201,
  );
  const clientComment = await ok<{ id: string }>(
    multipart(
      owner,
      'POST',
      `/api/tasks/${task.id}/comments`,
      form({ content: 'Here is the brief' }, [originals.brief]),
    ),
    201,
  );
  const secondComment = await ok<{ id: string }>(
    multipart(
      member,
      'POST',
      `/api/tasks/${task.id}/comments`,
      form({ content: 'And again' }, [originals.briefAgain]),
    ),
    201,
  );
  const agencyComment = await ok<{ id: string }>(
    admin.post(`/api/tasks/${task.id}/comments`, { content: 'Thanks, on it' }),
    201,
  );
  await ok(owner.post(`/api/tasks/${task.id}/status`, { to: 'in-progress' }));

  await ok(owner.post('/api/chat/messages', { content: 'Hello from Able' }), 201);
  await ok(admin.post(`/api/admin/chat/${companyA}/messages`, { content: 'Hello, Able' }), 201);

  const update = await ok<{ id: string; attachments: { id: string }[] }>(
    multipart(
      admin,
      'POST',
      `/api/admin/clients/${companyA}/updates`,
      form({ message: 'We launched' }, [originals.launch]),
    ),
    201,
  );

  const created = await ok<Review>(
    multipart(
      admin,
      'POST',
      `/api/admin/clients/${companyA}/reviews`,
      form({ title: 'Launch visuals', reviewerIds: companyA }, [originals.mockup1]),
    ),
    201,
  );
  const review = await ok<Review>(
    multipart(
      admin,
      'POST',
      `/api/admin/reviews/${created.id}/versions`,
      form({ note: 'Brighter' }, [originals.mockup2]),
    ),
    201,
  );
  const v2File = review.versions[1]?.files[0]?.id as string;
  const anchor = { kind: 'point', fileId: v2File, page: 1, x: 0.25, y: 0.75 };
  const comment = await ok<{ id: string }>(
    multipart(
      owner,
      'POST',
      `/api/reviews/${review.id}/comments`,
      form({ body: 'Logo too small', anchor: JSON.stringify(anchor) }, [originals.notes]),
    ),
    201,
  );
  const guestEmail = 'gale.guest@example.test';
  await ok(
    admin.post(`/api/admin/reviews/${review.id}/guests`, { name: 'Gale Guest', email: guestEmail }),
    201,
  );
  const [guest] = await t.db.select().from(reviewGuests).where(eq(reviewGuests.reviewId, review.id));
  const [v2] = await t.db
    .select()
    .from(reviewVersions)
    .where(and(eq(reviewVersions.reviewId, review.id), eq(reviewVersions.number, 2)));
  // A guest's comment, as the guest's own route writes it (the guest flow is review-guests.test.ts's).
  const [guestComment] = await t.db
    .insert(reviewComments)
    .values({
      reviewId: review.id,
      versionId: v2?.id as string,
      guestId: guest?.id,
      authorSide: 'client',
      body: 'Looks great',
    })
    .returning();

  // One reviewer's approval settles it (the rule 'any'), the guest's voice still open.
  await ok(owner.post(`/api/reviews/${review.id}/decision`, { decision: 'approved' }));

  const referral = await ok<{ id: string }>(
    owner.post('/api/referrals', { referredName: 'Robin Ref', referredEmail: 'robin@ref.example' }),
    201,
  );
  await ok(
    admin.post(`/api/admin/referrals/${referral.id}/approve`, {
      earnedAmount: 250,
      adminNotes: 'Team-only note',
    }),
  );

  const report = async (category: string, upload: Upload, description?: string) =>
    ok<{ id: string }>(
      multipart(
        admin,
        'POST',
        `/api/admin/clients/${companyA}/files`,
        form(description ? { category, description } : { category }, [upload]),
      ),
      201,
    );
  const q3 = await report('report', originals.q3, 'Quarter three');
  const q3Again = await report('report', originals.q3Again);
  const contract = await report('document', originals.contract);

  const [commentFile] = await t.db
    .select()
    .from(taskAttachments)
    .where(eq(taskAttachments.commentId, clientComment.id));
  const [secondFile] = await t.db
    .select()
    .from(taskAttachments)
    .where(eq(taskAttachments.commentId, secondComment.id));
  return {
    task,
    clientComment,
    secondComment,
    agencyComment,
    commentFile: commentFile as typeof taskAttachments.$inferSelect,
    secondFile: secondFile as typeof taskAttachments.$inferSelect,
    update,
    review,
    v2File,
    anchor,
    comment,
    guestEmail,
    guestComment: guestComment as typeof reviewComments.$inferSelect,
    referral,
    q3,
    q3Again,
    contract,
  };
}

/** Company B's rows, none of which may reach A's export. */
async function buildCompanyB() {
  const task = await ok<{ id: string }>(
    admin.post('/api/admin/tasks', { title: 'Baker secret plan', clientId: companyB }),
    201,
  );
  await ok(
    multipart(
      otherOwner,
      'POST',
      `/api/tasks/${task.id}/comments`,
      form({ content: 'Baker note' }, [pdfNamed('baker.pdf', 'b')]),
    ),
    201,
  );
  await ok(otherOwner.post('/api/chat/messages', { content: 'Baker chat line' }), 201);
  await ok(
    multipart(
      admin,
      'POST',
      `/api/admin/clients/${companyB}/files`,
      form({ category: 'report' }, [pdfNamed('baker-report.pdf', 'b')]),
    ),
    201,
  );
  await ok(
    otherOwner.post('/api/referrals', { referredName: 'Baker Lead', referredEmail: 'lead@baker.example' }),
    201,
  );
  return task;
}

/** A draft, a sent and a paid invoice of company `clientId`, as staff make them (issue 50). */
async function billCompany(clientId: string, description: string) {
  const invoice = (notes: string | null) =>
    ok<{ id: string }>(
      admin.post(`/api/admin/clients/${clientId}/invoices`, {
        currency: 'EUR',
        items: [{ description, quantity: 2, unitPriceMinor: 12_500 }],
        taxRateBasisPoints: 2_000,
        discountMinor: 0,
        netTermsDays: 14,
        notes,
      }),
      201,
    );
  const draft = await invoice('Still being written');
  const sent = await ok<{ id: string; number: string }>(
    admin.post(`/api/admin/invoices/${(await invoice('Thanks')).id}/send`),
  );
  const paid = await ok<{ id: string; number: string }>(
    admin.post(`/api/admin/invoices/${(await invoice(null)).id}/send`),
  );
  await ok(admin.post(`/api/admin/invoices/${paid.id}/mark-paid`, { note: 'Agency-only: wire ref 4471' }));
  return { draft, sent, paid };
}

let bakerTaskId: string;
let bills: Awaited<ReturnType<typeof billCompany>>;
/** Company A's export by its owner: one of its three a day, read by every test of its contents. */
let exported: Awaited<ReturnType<typeof exportOf>>;
beforeAll(async () => {
  built = await buildCompanyA();
  bakerTaskId = (await buildCompanyB()).id;
  bills = await billCompany(companyA, 'Able retainer');
  await billCompany(companyB, 'Baker retainer');
  exported = await exportOf(owner);
});

const exportOf = async (caller: Caller, path = '/api/account/data-export') => {
  const res = await caller.get(path);
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  return { res, zip: await readZip(Buffer.from(await res.arrayBuffer())) };
};

const dataExportRows = (clientId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'data_exported'), eq(auditEvents.clientId, clientId)));

describe("a client's data export", () => {
  it("holds exactly the company's JSON files, README and originals, in this order", async () => {
    const { res, zip } = exported;
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(fileNamePattern);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Streamed: its length is not known before the last byte.
    expect(res.headers.get('content-length')).toBeNull();
    const { task, review, update } = built;
    expect(zip.names).toEqual([
      'README.txt',
      'files/profile/logo.png',
      `files/tasks/${task.id}/brief.pdf`,
      `files/tasks/${task.id}/brief (2).pdf`,
      `files/updates/${update.id}/launch.png`,
      `files/reviews/${review.id}/v1/mockup.pdf`,
      `files/reviews/${review.id}/v2/mockup.pdf`,
      `files/reviews/${review.id}/comments/notes.pdf`,
      'files/reports/document/contract.pdf',
      'files/reports/report/q3.pdf',
      'files/reports/report/q3 (2).pdf',
      'profile.json',
      'onboarding.json',
      'tasks.json',
      'chat.json',
      'updates.json',
      'reviews.json',
      'referrals.json',
      'invoices.json',
      'files.json',
    ]);
    // The originals, byte for byte as uploaded.
    const expectBytes = (path: string, upload: Upload) =>
      expect(zip.bytes.get(path)?.equals(upload.bytes)).toBe(true);
    expectBytes('files/profile/logo.png', originals.logo);
    expectBytes(`files/tasks/${task.id}/brief.pdf`, originals.brief);
    expectBytes(`files/tasks/${task.id}/brief (2).pdf`, originals.briefAgain);
    expectBytes(`files/updates/${update.id}/launch.png`, originals.launch);
    expectBytes(`files/reviews/${review.id}/v1/mockup.pdf`, originals.mockup1);
    expectBytes(`files/reviews/${review.id}/v2/mockup.pdf`, originals.mockup2);
    expectBytes(`files/reviews/${review.id}/comments/notes.pdf`, originals.notes);
    expectBytes('files/reports/document/contract.pdf', originals.contract);
    expectBytes('files/reports/report/q3.pdf', originals.q3);
    expectBytes('files/reports/report/q3 (2).pdf', originals.q3Again);
    const readme = zip.bytes.get('README.txt')?.toString('utf8') ?? '';
    for (const name of ['profile.json', 'onboarding.json', 'tasks.json', 'chat.json', 'updates.json']) {
      expect(readme).toContain(name);
    }
    for (const name of [
      'reviews.json',
      'referrals.json',
      'invoices.json',
      'files.json',
      'files/reports/<category>/',
    ]) {
      expect(readme).toContain(name);
    }
  });

  it('writes the profile, its people and the onboarding answers', async () => {
    const { zip } = exported;
    expect(json(zip, 'profile.json')).toEqual({
      company: {
        id: companyA,
        name: 'Able Co',
        contactPerson: 'Alex',
        website: 'https://able.example',
        phone: '+1 555 0100',
        contractStatus: 'pending_onboarding',
        onboardingCallDate: null,
        createdAt: iso,
      },
      brand: {
        logo: 'files/profile/logo.png',
        primaryColor: '#112233',
        secondaryColor: '#ffffff',
        accentColor: '#000000',
        brandGuidelines: 'Blue, always.',
      },
      payout: { method: 'PayPal', address: 'pay@able.example', notes: 'Monthly' },
      people: [
        { id: companyA, name: 'Alex Able', email: owner.email, role: 'owner', joined: iso },
        { id: billing.userId, name: 'Billie Bill', email: billing.email, role: 'billing', joined: iso },
        { id: member.userId, name: 'Morgan Member', email: member.email, role: 'member', joined: iso },
      ],
    });
    expect(json(zip, 'onboarding.json')).toEqual({
      id: expect.any(String),
      productDescription: 'Coffee subscriptions',
      problemSolved: 'Stale beans',
      idealCustomer: 'Home baristas',
      currentStage: 'launch-ready',
      metricsTraction: null,
      socialLinks: null,
      emailTool: null,
      emailToolAccess: null,
      websiteLink: null,
      priorContentUploads: null,
      createdAt: iso,
      updatedAt: iso,
    });
  });

  it('writes tasks with comments, files and history; chat; updates; referrals; Reports & Files', async () => {
    const { zip } = exported;
    const { task, clientComment, secondComment, agencyComment, commentFile, secondFile, update } = built;
    expect(json(zip, 'tasks.json')).toEqual([
      {
        id: task.id,
        title: 'Write the launch email',
        description: 'For May',
        status: 'in-progress',
        priority: 'medium',
        dueDate: null,
        createdAt: iso,
        updatedAt: iso,
        comments: [
          {
            id: clientComment.id,
            author: { name: 'Alex Able', side: 'client' },
            body: 'Here is the brief',
            createdAt: iso,
            attachments: [
              {
                id: commentFile.id,
                name: 'brief.pdf',
                type: 'application/pdf',
                size: originals.brief.bytes.length,
                path: `files/tasks/${task.id}/brief.pdf`,
              },
            ],
          },
          {
            id: secondComment.id,
            author: { name: 'Morgan Member', side: 'client' },
            body: 'And again',
            createdAt: iso,
            attachments: [
              {
                id: secondFile.id,
                name: 'brief.pdf',
                type: 'application/pdf',
                size: originals.briefAgain.bytes.length,
                path: `files/tasks/${task.id}/brief (2).pdf`,
              },
            ],
          },
          {
            id: agencyComment.id,
            author: { name: 'Avery Admin', side: 'agency' },
            body: 'Thanks, on it',
            createdAt: iso,
            attachments: [],
          },
        ],
        files: [],
        statusHistory: [
          { from: null, to: 'pending', by: { name: 'Avery Admin', side: 'agency' }, at: iso },
          { from: 'pending', to: 'in-progress', by: { name: 'Alex Able', side: 'client' }, at: iso },
        ],
      },
    ]);
    expect(json(zip, 'chat.json')).toEqual([
      {
        id: expect.any(String),
        from: { name: 'Alex Able', side: 'client' },
        body: 'Hello from Able',
        sentAt: iso,
      },
      {
        id: expect.any(String),
        from: { name: 'Avery Admin', side: 'agency' },
        body: 'Hello, Able',
        sentAt: iso,
      },
    ]);
    expect(json(zip, 'updates.json')).toEqual([
      {
        id: update.id,
        message: 'We launched',
        createdAt: iso,
        attachments: [
          {
            id: update.attachments[0]?.id,
            name: 'launch.png',
            type: 'image/png',
            size: samples.png.length,
            path: `files/updates/${update.id}/launch.png`,
          },
        ],
      },
    ]);
    expect(json(zip, 'referrals.json')).toEqual([
      {
        id: built.referral.id,
        referredBy: { name: 'Alex Able', email: owner.email },
        referredName: 'Robin Ref',
        referredEmail: 'robin@ref.example',
        referredCompany: null,
        message: null,
        status: 'approved',
        earnedAmount: 250,
        approvedAt: iso,
        createdAt: iso,
      },
    ]);
    const report = (
      id: string,
      name: string,
      category: string,
      upload: Upload,
      path: string,
      description: string | null,
    ) => ({
      id,
      name,
      category,
      type: 'application/pdf',
      sizeMb: upload.bytes.length / 1024 / 1024,
      description,
      createdAt: iso,
      path,
    });
    expect(json(zip, 'files.json')).toEqual([
      report(
        built.contract.id,
        'contract.pdf',
        'document',
        originals.contract,
        'files/reports/document/contract.pdf',
        null,
      ),
      report(built.q3.id, 'q3.pdf', 'report', originals.q3, 'files/reports/report/q3.pdf', 'Quarter three'),
      report(
        built.q3Again.id,
        'q3.pdf',
        'report',
        originals.q3Again,
        'files/reports/report/q3 (2).pdf',
        null,
      ),
    ]);
  });

  it("writes the invoices sent, as sent, without drafts or the agency's note on a payment", async () => {
    const invoices = json(exported.zip, 'invoices.json') as Record<string, unknown>[];
    expect(invoices.map((invoice) => invoice.number)).toEqual([bills.sent.number, bills.paid.number]);
    expect(invoices[0]).toMatchObject({
      state: 'sent',
      currency: 'EUR',
      items: [{ description: 'Able retainer', quantity: 2, unitPriceMinor: 12_500 }],
      subtotalMinor: 25_000,
      taxMinor: 5_000,
      totalMinor: 30_000,
      notes: 'Thanks',
      paidAt: null,
    });
    expect(invoices[1]).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
    const text = JSON.stringify(invoices);
    for (const hidden of ['Still being written', 'wire ref 4471', 'Baker retainer', bills.draft.id])
      expect(text).not.toContain(hidden);
  });

  it('writes reviews with reviewers, versions, files, decisions and anchored comments', async () => {
    const { zip } = exported;
    const { review, anchor, comment, guestComment } = built;
    const [v1, v2] = review.versions;
    const fileOf = (version: typeof v1, n: number, upload: Upload) => ({
      id: version?.files[0]?.id,
      name: 'mockup.pdf',
      type: 'application/pdf',
      size: upload.bytes.length,
      path: `files/reviews/${review.id}/v${n}/mockup.pdf`,
    });
    expect(json(zip, 'reviews.json')).toEqual([
      {
        id: review.id,
        title: 'Launch visuals',
        brief: null,
        dueDate: null,
        rule: 'any',
        state: 'approved',
        createdAt: iso,
        updatedAt: iso,
        reviewers: [
          { name: 'Alex Able', guest: false },
          { name: 'Gale Guest', guest: true },
        ],
        versions: [
          {
            id: v1?.id,
            number: 1,
            note: null,
            state: 'awaiting_review',
            sentAt: iso,
            decidedAt: null,
            files: [fileOf(v1, 1, originals.mockup1)],
            decisions: [],
          },
          {
            id: v2?.id,
            number: 2,
            note: 'Brighter',
            state: 'approved',
            sentAt: iso,
            decidedAt: iso,
            files: [fileOf(v2, 2, originals.mockup2)],
            decisions: [
              {
                id: expect.any(String),
                by: { name: 'Alex Able', guest: false },
                decision: 'approved',
                note: null,
                decidedAt: iso,
              },
            ],
          },
        ],
        comments: [
          {
            id: comment.id,
            version: 2,
            parentId: null,
            author: { name: 'Alex Able', side: 'client', guest: false },
            body: 'Logo too small',
            anchor,
            resolvedAt: null,
            addressedInVersion: null,
            createdAt: iso,
            files: [
              {
                id: expect.any(String),
                name: 'notes.pdf',
                type: 'application/pdf',
                size: originals.notes.bytes.length,
                path: `files/reviews/${review.id}/comments/notes.pdf`,
              },
            ],
          },
          {
            id: guestComment.id,
            version: 2,
            parentId: null,
            author: { name: 'Gale Guest', side: 'client', guest: true },
            body: 'Looks great',
            anchor: null,
            resolvedAt: null,
            addressedInVersion: null,
            createdAt: iso,
            files: [],
          },
        ],
      },
    ]);
  });

  it("holds nothing of another company's, no secret and nothing only the agency sees", async () => {
    const { zip } = exported;
    const text = [...zip.bytes.entries()]
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    const [hash] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, companyA));
    const tokens = await t.db.select({ token: sessions.token }).from(sessions);
    const forbidden = [
      companyB,
      bakerTaskId,
      'Baker',
      'baker',
      otherOwner.email as string,
      'Team-only note',
      built.guestEmail,
      hash?.password as string,
      ...tokens.map((row) => row.token),
    ];
    for (const value of forbidden) expect(text, value).not.toContain(value);
    expect(zip.names.filter((name) => /baker/i.test(name))).toEqual([]);
  });

  it("gives the owner the company's zip, refuses its other people, and lets only admins export a client", async () => {
    for (const teammate of [billing, member]) {
      const res = await teammate.get('/api/account/data-export');
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(clientAbilityRefusals.export);
    }
    expect((await t.anonymous.get('/api/account/data-export')).status).toBe(401);
    const staffAsClient = await admin.get('/api/account/data-export');
    expect(staffAsClient.status).toBe(403);
    expect((await staffAsClient.json()).error.message).toBe(messages.guard.clientOnly);
    for (const caller of [owner, billing, member, otherOwner, manager]) {
      const res = await caller.get(`/api/admin/clients/${companyA}/data-export`);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
    }
    // No client has these ids: an unknown one, an admin's own.
    for (const id of [crypto.randomUUID(), admin.userId as string]) {
      const res = await admin.get(`/api/admin/clients/${id}/data-export`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(taskMessages.clientNotFound);
    }
    // An admin's export of a client is the same zip its owner downloads.
    const byAdmin = await exportOf(admin, `/api/admin/clients/${companyA}/data-export`);
    expect(byAdmin.res.headers.get('content-disposition')).toMatch(fileNamePattern);
    expect(byAdmin.zip.names).toEqual(exported.zip.names);
    for (const name of exported.zip.names.filter((entry) => entry.endsWith('.json')))
      expect(json(byAdmin.zip, name)).toEqual(json(exported.zip, name));
    // Client B's owner downloads B's own, named after B.
    const { res, zip } = await exportOf(otherOwner);
    expect(res.headers.get('content-disposition')).toMatch(/filename="baker-ltd-data-/);
    expect(json(zip, 'profile.json').company.id).toBe(companyB);
    expect(json(zip, 'tasks.json').map((task: { id: string }) => task.id)).toEqual([bakerTaskId]);
  });
});

describe('three exports a day, a HEAD counting none, each one audited', () => {
  it('answers a HEAD like the GET without counting it or auditing it; refuses the fourth with Retry-After', async () => {
    const fresh = await createClient(t.db, {
      name: 'Fay Fresh',
      profile: { companyName: 'Fresh Café Ltd.' },
    });
    const freshOwner = await t.signIn(fresh.email);
    const adminRoute = `/api/admin/clients/${fresh.id}/data-export`;

    for (let i = 0; i < 5; i++) {
      const head = await freshOwner.request('HEAD', '/api/account/data-export');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('application/zip');
      expect(head.headers.get('content-disposition')).toMatch(
        /^attachment; filename="fresh-cafe-ltd-data-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      expect(head.headers.get('cache-control')).toBe('no-store');
      expect(await head.text()).toBe('');
    }
    expect((await admin.request('HEAD', adminRoute)).status).toBe(200);
    expect(await dataExportRows(fresh.id)).toEqual([]);

    // Three a day, counted across the owner's route and the admin's.
    await exportOf(freshOwner);
    await exportOf(admin, adminRoute);
    await exportOf(freshOwner);
    const refusals = [
      await freshOwner.get('/api/account/data-export'),
      await admin.get(adminRoute),
      await freshOwner.request('HEAD', '/api/account/data-export'),
      await admin.request('HEAD', adminRoute),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe(String(DATA_EXPORT_WINDOW_SECONDS));
    }
    expect(await refusals[0]?.json()).toEqual({
      error: { code: 'rate_limited', message: dataExportMessages.rateLimited },
    });

    // Another company's allowance is its own.
    expect((await otherOwner.request('HEAD', '/api/account/data-export')).status).toBe(200);

    const rows = await dataExportRows(fresh.id);
    expect(
      rows
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map((row) => ({
          actor: row.actorId,
          role: row.actorRole,
          client: row.clientName,
          details: row.details,
        })),
    ).toEqual([
      { actor: fresh.id, role: 'client', client: 'Fresh Café Ltd.', details: { by: 'client', files: 0 } },
      { actor: admin.userId, role: 'admin', client: 'Fresh Café Ltd.', details: { by: 'admin', files: 0 } },
      { actor: fresh.id, role: 'client', client: 'Fresh Café Ltd.', details: { by: 'client', files: 0 } },
    ]);
  });

  it('refuses a download started from another site, which then spends none of the three', async () => {
    const target = await createClient(t.db, { profile: { companyName: 'Linked From Elsewhere' } });
    const owner = await t.signIn(target.email);
    const adminRoute = `/api/admin/clients/${target.id}/data-export`;
    const from = (site: string) => ({ headers: { 'sec-fetch-site': site } });

    for (const site of ['cross-site', 'same-site']) {
      for (const [caller, path] of [
        [owner, '/api/account/data-export'],
        [admin, adminRoute],
      ] as const) {
        for (const method of ['GET', 'HEAD']) {
          const refused = await caller.request(method, path, undefined, from(site));
          expect(refused.status, `${method} ${path} from ${site}`).toBe(403);
          expect(refused.headers.get('content-type')).not.toBe('application/zip');
          if (method === 'GET')
            expect(await refused.json()).toEqual({
              error: {
                code: 'cross_site_request',
                message:
                  'This download was started from a page on another site, not from Agency Portal itself, so it ' +
                  `was refused to protect your account. Open ${TEST_ORIGIN} and start it there.`,
              },
            });
        }
      }
    }
    expect(await dataExportRows(target.id)).toEqual([]);

    // The portal's own page, and the address bar: all three of the day are still there.
    for (const site of ['same-origin', 'none', 'same-origin']) {
      const res = await owner.request('GET', '/api/account/data-export', undefined, from(site));
      expect(res.status, site).toBe(200);
      await res.arrayBuffer();
    }
    expect(await dataExportRows(target.id)).toHaveLength(3);
  });

  it("records company A's exports with how many originals each held", async () => {
    const rows = (await dataExportRows(companyA)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(rows.map((row) => [row.actorId, row.details, row.targetType, row.targetLabel])).toEqual([
      [companyA, { by: 'client', files: 10 }, 'export', 'Client data'],
      [admin.userId, { by: 'admin', files: 10 }, 'export', 'Client data'],
    ]);
  });

  it('an original missing from storage leaves the rest, and its path null', async () => {
    const lonely = await createClient(t.db, { profile: { companyName: 'Lonely Co' } });
    const lonelyOwner = await t.signIn(lonely.email);
    const uploaded = await ok<{ id: string }>(
      multipart(
        admin,
        'POST',
        `/api/admin/clients/${lonely.id}/files`,
        form({ category: 'asset' }, [originals.q3]),
      ),
      201,
    );
    await ok(
      multipart(
        admin,
        'POST',
        `/api/admin/clients/${lonely.id}/files`,
        form({ category: 'asset' }, [originals.contract]),
      ),
      201,
    );
    const [row] = await t.db.select().from(files).where(eq(files.id, uploaded.id));
    await t.deps.storage.delete(row?.fileUrl as string);
    const { zip } = await exportOf(lonelyOwner);
    expect(zip.names.filter((name) => name.startsWith('files/'))).toEqual([
      'files/reports/asset/contract.pdf',
    ]);
    expect(json(zip, 'files.json').map((file: { path: string | null }) => file.path)).toEqual([
      null,
      'files/reports/asset/contract.pdf',
    ]);
  });

  it('a company of one new admin-made client exports with empty sections', async () => {
    const bare = await createClient(t.db, { profile: { companyName: null, contactPerson: null } });
    const { res, zip } = await exportOf(admin, `/api/admin/clients/${bare.id}/data-export`);
    // Without a company name, the file is named after the next name the agency knows it by.
    expect(res.headers.get('content-disposition')).toMatch(/filename="client-[0-9a-f]{8}-example-test-data-/);
    expect(zip.names).toEqual([
      'README.txt',
      'profile.json',
      'onboarding.json',
      'tasks.json',
      'chat.json',
      'updates.json',
      'reviews.json',
      'referrals.json',
      'invoices.json',
      'files.json',
    ]);
    expect(json(zip, 'onboarding.json')).toBeNull();
    for (const name of [
      'tasks.json',
      'chat.json',
      'updates.json',
      'reviews.json',
      'referrals.json',
      'invoices.json',
      'files.json',
    ])
      expect(json(zip, name)).toEqual([]);
  });
});
