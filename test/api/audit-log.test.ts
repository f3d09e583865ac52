import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember, createManager, createTask } from '../../src/server/db/factories';
import { type AuditEventRow, auditEvents, outboxEmails, tasks } from '../../src/server/db/schema/index';
import type { AuditAction } from '../../src/shared/domain/audit';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Issue 49, decision 046: every wired action writes one audit row naming who (their id, name, address and
// role then), what, on which client and record, from which address and browser, in the change's transaction.

let t: TestApp;
let clientA: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
let nextAddress = 1;
/** Each request from an address of its own (the test app trusts X-Forwarded-For), with a real browser's UA. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ clientA, admin } = await t.actors());
});
afterAll(() => t.close());

/** `caller` sending from `ip` with BROWSER: the request an audit row should describe. */
function from(caller: Caller, ip: string) {
  const headers = { 'user-agent': BROWSER, 'x-forwarded-for': ip };
  return (method: string, path: string, body?: unknown, init: RequestInit = {}) =>
    caller.request(method, path, body, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
}

/** The rows of `action`, newest first, about `targetId` when given. */
const rowsOf = (action: AuditAction, targetId?: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));

/** The one row of `action` (about `targetId`), failing when there is none or more than one. */
async function onlyRow(action: AuditAction, targetId?: string): Promise<AuditEventRow> {
  const rows = await rowsOf(action, targetId);
  expect(rows, `${action} rows`).toHaveLength(1);
  return rows[0] as AuditEventRow;
}

const byAdmin = (ip: string) => ({
  actorId: idOf(admin),
  actorName: 'Avery Admin',
  actorEmail: admin.email,
  actorRole: 'admin',
  ip,
  userAgent: BROWSER,
});
const byClientA = (ip: string) => ({
  actorId: idOf(clientA),
  actorName: 'Alex Able',
  actorEmail: clientA.email,
  actorRole: 'client',
  ip,
  userAgent: BROWSER,
});
const aboutClientA = { clientId: '', clientName: 'Able Co' };
beforeAll(() => {
  aboutClientA.clientId = idOf(clientA);
});

function authPost(path: string, body: unknown, ip: string, cookie?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    'user-agent': BROWSER,
  };
  if (cookie) headers.cookie = cookie;
  return t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('signing in and out', () => {
  it('records a sign-in, a refused one with the address tried (never the password), and a sign-out', async () => {
    const person = await createClient(t.db, { name: 'Sia Signer', profile: { companyName: 'Sign Co' } });
    const ip = freshAddress();
    const signedIn = await authPost(
      '/api/auth/sign-in/email',
      { email: person.email, password: 'correct-horse-battery' },
      ip,
    );
    expect(signedIn.status).toBe(200);
    expect((await rowsOf('sign_in')).find((row) => row.actorId === person.id)).toMatchObject({
      actorName: 'Sia Signer',
      actorEmail: person.email,
      actorRole: 'client',
      clientId: person.id,
      clientName: 'Sign Co',
      ip,
      userAgent: BROWSER,
    });

    // The auth library warns of the wrong password and of the unknown address.
    expectConsole('warn', 2);
    const wrongIp = freshAddress();
    const wrong = await authPost(
      '/api/auth/sign-in/email',
      { email: person.email.toUpperCase(), password: 'not-the-password-1' },
      wrongIp,
    );
    expect(wrong.status).toBe(401);
    const [refused] = (await rowsOf('sign_in_failed')).filter((row) => row.ip === wrongIp);
    expect(refused).toMatchObject({
      actorId: person.id,
      actorEmail: person.email,
      actorRole: 'client',
      clientId: person.id,
      details: { email: person.email, reason: 'wrong_password' },
      userAgent: BROWSER,
    });
    expect(JSON.stringify(refused)).not.toContain('not-the-password-1');

    const nobodyIp = freshAddress();
    await authPost(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.test', password: 'whatever-it-is-1' },
      nobodyIp,
    );
    const [unknown] = (await rowsOf('sign_in_failed')).filter((row) => row.ip === nobodyIp);
    expect(unknown).toMatchObject({
      actorId: null,
      actorEmail: 'nobody@example.test',
      actorRole: null,
      clientId: null,
      details: { email: 'nobody@example.test', reason: 'wrong_password' },
    });

    const outIp = freshAddress();
    expect((await authPost('/api/auth/sign-out', {}, outIp, cookieOf(signedIn))).status).toBe(200);
    expect((await rowsOf('sign_out')).find((row) => row.actorId === person.id)).toMatchObject({
      actorRole: 'client',
      clientId: person.id,
      ip: outIp,
      userAgent: BROWSER,
    });
  });

  it('records a password change for the person whose session asked, and a reset for the account reset', async () => {
    const person = await createClient(t.db, { name: 'Cam Changer' });
    const session = await t.signIn(person.email);
    const changeIp = freshAddress();
    const changed = await authPost(
      '/api/auth/change-password',
      { currentPassword: 'correct-horse-battery', newPassword: 'a-brand-new-passphrase' },
      changeIp,
      session.cookie ?? undefined,
    );
    expect(changed.status).toBe(200);
    const change = (await rowsOf('password_changed')).find((row) => row.actorId === person.id);
    expect(change).toMatchObject({ actorName: 'Cam Changer', actorRole: 'client', ip: changeIp });
    expect(JSON.stringify(change)).not.toContain('a-brand-new-passphrase');

    expect(
      (await authPost('/api/auth/request-password-reset', { email: person.email }, freshAddress())).status,
    ).toBe(200);
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, person.email));
    const token = decodeURIComponent(mail?.text.match(/reset-password\?token=(\S+)/)?.[1] ?? '');
    const resetIp = freshAddress();
    expect(
      (await authPost('/api/auth/reset-password', { token, newPassword: 'another-new-passphrase' }, resetIp))
        .status,
    ).toBe(200);
    expect((await rowsOf('password_reset')).find((row) => row.actorId === person.id)).toMatchObject({
      actorEmail: person.email,
      actorRole: 'client',
      clientId: person.id,
      ip: resetIp,
      userAgent: BROWSER,
    });
  });
});

describe('invites', () => {
  it("records an admin's client and staff links created, used by the newcomer, and deleted", async () => {
    const ip = freshAddress();
    const asAdmin = from(admin, ip);
    const clientLink = await (await asAdmin('POST', '/api/admin/invites', { label: 'Harbor pilot' })).json();
    expect(await onlyRow('invite_created', clientLink.id)).toMatchObject({
      ...byAdmin(ip),
      targetType: 'invite',
      targetLabel: 'Harbor pilot',
      details: { role: 'client' },
    });
    expect(JSON.stringify(await rowsOf('invite_created', clientLink.id))).not.toContain(clientLink.token);

    const staffLink = await (
      await asAdmin('POST', '/api/admin/team/invites', { label: 'New manager', role: 'manager' })
    ).json();
    const joinIp = freshAddress();
    const email = `newcomer-${Date.now()}@example.test`;
    const registered = await t.anonymous.request(
      'POST',
      `/api/invites/${staffLink.token}/register`,
      {
        email,
        password: 'a-brand-new-passphrase',
        confirmPassword: 'a-brand-new-passphrase',
        contactPerson: 'Nico Newcomer',
      },
      { headers: { 'user-agent': BROWSER, 'x-forwarded-for': joinIp } },
    );
    expect(registered.status).toBe(201);
    const { userId } = await registered.json();
    expect(await onlyRow('invite_used', staffLink.id)).toMatchObject({
      actorId: userId,
      actorName: 'Nico Newcomer',
      actorEmail: email,
      actorRole: 'manager',
      clientId: null,
      ip: joinIp,
      details: { role: 'manager', accountCreated: true },
    });

    expect((await asAdmin('DELETE', `/api/admin/invites/${clientLink.id}`)).status).toBe(200);
    expect(await onlyRow('invite_deleted', clientLink.id)).toMatchObject({
      ...byAdmin(ip),
      targetLabel: 'Harbor pilot',
      details: { role: 'client', used: false },
    });
  });

  it("records a client owner's invitations to teammates: sent, sent again, deleted", async () => {
    const ip = freshAddress();
    const asOwner = from(clientA, ip);
    const invited = await asOwner('POST', '/api/team/invites', {
      email: 'Mate@Able.example',
      role: 'billing',
    });
    expect(invited.status).toBe(201);
    const { id } = await invited.json();
    expect(await onlyRow('invite_created', id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetLabel: 'mate@able.example',
      details: { role: 'billing' },
    });
    expect((await asOwner('POST', `/api/team/invites/${id}/resend`)).status).toBe(200);
    expect(await onlyRow('invite_resent', id)).toMatchObject({ ...byClientA(ip), ...aboutClientA });
    expect((await asOwner('DELETE', `/api/team/invites/${id}`)).status).toBe(204);
    expect(await onlyRow('invite_deleted', id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      details: { role: 'billing', used: false },
    });
  });
});

describe('members and roles', () => {
  it("records a teammate's role changed and a teammate removed, on the company", async () => {
    const mate = await createClientMember(t.db, idOf(clientA), 'member', { name: 'Max Mate' });
    const ip = freshAddress();
    const asOwner = from(clientA, ip);
    expect((await asOwner('PATCH', `/api/team/members/${mate.id}`, { role: 'billing' })).status).toBe(200);
    expect(await onlyRow('role_changed', mate.id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetType: 'user',
      targetLabel: `Max Mate <${mate.email}>`,
      details: { from: 'member', to: 'billing' },
    });
    expect((await asOwner('DELETE', `/api/team/members/${mate.id}`)).status).toBe(204);
    // The address the row keeps is the one the person had: removing them frees it afterwards.
    expect(await onlyRow('member_removed', mate.id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetLabel: `Max Mate <${mate.email}>`,
      details: { role: 'billing', left: false },
    });
  });

  it("records a staff member's role changed and removal, and a client's account managers changed", async () => {
    const manager = await createManager(t.db, [], { name: 'Morgan Manager' });
    const ip = freshAddress();
    const asAdmin = from(admin, ip);
    expect(
      (await asAdmin('PUT', `/api/admin/clients/${idOf(clientA)}/managers`, { userIds: [manager.id] }))
        .status,
    ).toBe(200);
    const [managers] = (await rowsOf('managers_changed')).filter((row) => row.ip === ip);
    expect(managers).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      details: { added: [`Morgan Manager <${manager.email}>`], removed: [] },
    });
    expect((await asAdmin('PATCH', `/api/admin/team/${manager.id}`, { role: 'admin' })).status).toBe(200);
    expect(await onlyRow('role_changed', manager.id)).toMatchObject({
      ...byAdmin(ip),
      clientId: null,
      details: { from: 'manager', to: 'admin' },
    });
    expect((await asAdmin('DELETE', `/api/admin/team/${manager.id}`)).status).toBe(200);
    expect(await onlyRow('member_removed', manager.id)).toMatchObject({
      ...byAdmin(ip),
      targetLabel: `Morgan Manager <${manager.email}>`,
      details: { role: 'admin', accountDeleted: true },
    });
  });
});

describe('clients', () => {
  it('records a suspension and a restore (once each), and a deletion that outlives the client', async () => {
    const client = await createClient(t.db, { profile: { companyName: 'Gone Soon Ltd' } });
    const ip = freshAddress();
    const asAdmin = from(admin, ip);
    expect((await asAdmin('POST', `/api/admin/clients/${client.id}/suspend`)).status).toBe(200);
    expect((await asAdmin('POST', `/api/admin/clients/${client.id}/suspend`)).status).toBe(200);
    const suspensions = (await rowsOf('client_suspended')).filter((row) => row.clientId === client.id);
    expect(suspensions).toHaveLength(1);
    expect(suspensions[0]).toMatchObject({ ...byAdmin(ip), clientName: 'Gone Soon Ltd' });
    expect((await asAdmin('POST', `/api/admin/clients/${client.id}/restore`)).status).toBe(200);
    expect((await rowsOf('client_restored')).filter((row) => row.clientId === client.id)).toHaveLength(1);

    const deleted = await asAdmin('DELETE', `/api/admin/clients/${client.id}`, {
      confirmation: 'Gone Soon Ltd',
    });
    expect(deleted.status).toBe(200);
    expect((await rowsOf('client_deleted')).find((row) => row.clientId === client.id)).toMatchObject({
      ...byAdmin(ip),
      clientName: 'Gone Soon Ltd',
      details: { email: client.email },
    });
    // Its earlier events stay, still naming it.
    expect((await rowsOf('client_suspended')).find((row) => row.clientId === client.id)?.clientName).toBe(
      'Gone Soon Ltd',
    );
  });
});

describe('agency settings', () => {
  it('records each setting changed, from and to, and nothing for a save that changes nothing', async () => {
    const ip = freshAddress();
    const asAdmin = from(admin, ip);
    const before = (await rowsOf('agency_settings_changed')).length;
    const saved = await asAdmin('PATCH', '/api/admin/agency/settings', {
      notifyTaskReviews: false,
      auditRetentionDays: 90,
    });
    expect(saved.status).toBe(200);
    const [changed] = await rowsOf('agency_settings_changed');
    expect(changed).toMatchObject({
      ...byAdmin(ip),
      targetType: 'agency_settings',
      details: { notifyTaskReviews: { from: true, to: false }, auditRetentionDays: { from: 365, to: 90 } },
    });
    await asAdmin('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: false });
    expect(await rowsOf('agency_settings_changed')).toHaveLength(before + 1);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'logo.png');
    expect((await asAdmin('POST', '/api/admin/agency/logo', undefined, { body: form })).status).toBe(201);
    expect((await rowsOf('agency_settings_changed'))[0]).toMatchObject({
      ...byAdmin(ip),
      details: { logo: { from: 'none', to: 'logo.png' } },
    });
    expect((await asAdmin('DELETE', '/api/admin/agency/logo')).status).toBe(200);
    expect((await rowsOf('agency_settings_changed'))[0]?.details).toEqual({
      logo: { from: 'uploaded', to: 'none' },
    });
  });
});

/** A multipart form with one file part. */
function fileForm(name: string, bytes: Buffer, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('files', () => {
  it('records a client file uploaded, downloaded (once per download, not per range) and deleted', async () => {
    const ip = freshAddress();
    const uploaded = await from(admin, ip)('POST', `/api/admin/clients/${idOf(clientA)}/files`, undefined, {
      body: fileForm('October report.pdf', samples.pdf, 'application/pdf', { category: 'report' }),
    });
    expect(uploaded.status).toBe(201);
    const file = await uploaded.json();
    expect(await onlyRow('file_uploaded', file.id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'file',
      targetLabel: 'October report.pdf',
      details: { category: 'report', bytes: samples.pdf.length },
    });

    const readIp = freshAddress();
    const asClient = from(clientA, readIp);
    const path = `/api/files/${file.id}/download`;
    expect((await asClient('GET', path)).status).toBe(200);
    // A viewer's later parts and a HEAD are not new downloads; a read from the first byte is.
    expect((await asClient('GET', path, undefined, { headers: { range: 'bytes=10-' } })).status).toBe(206);
    expect((await asClient('HEAD', path)).status).toBe(200);
    expect((await asClient('GET', path, undefined, { headers: { range: 'bytes=0-' } })).status).toBe(206);
    const downloads = await rowsOf('file_downloaded', file.id);
    expect(downloads).toHaveLength(2);
    expect(downloads[0]).toMatchObject({
      ...byClientA(readIp),
      ...aboutClientA,
      targetLabel: 'October report.pdf',
    });
    // Another client's try finds nothing, and records nothing.
    const other = await t.signIn((await createClient(t.db)).email);
    expect((await other.get(path)).status).toBe(404);
    expect(await rowsOf('file_downloaded', file.id)).toHaveLength(2);

    expect((await asClient('GET', '/api/files/archive')).status).toBe(200);
    const [archive] = (await rowsOf('file_downloaded')).filter((row) => row.targetType === 'files_archive');
    expect(archive).toMatchObject({ ...byClientA(readIp), ...aboutClientA, targetLabel: 'All assets' });

    expect((await from(admin, ip)('DELETE', `/api/admin/files/${file.id}`)).status).toBe(204);
    expect(await onlyRow('file_deleted', file.id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetLabel: 'October report.pdf',
      details: { category: 'report' },
    });
  });

  it('records a task file uploaded with a comment and downloaded, and a review file downloaded', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA), title: 'Brand refresh' });
    const ip = freshAddress();
    const commented = await from(clientA, ip)('POST', `/api/tasks/${task.id}/comments`, undefined, {
      body: fileForm('brief.pdf', samples.pdf, 'application/pdf'),
    });
    expect(commented.status).toBe(201);
    const [attachment] = (await commented.json()).attachments as { id: string; downloadUrl: string }[];
    expect(await onlyRow('file_uploaded', attachment?.id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetType: 'task_attachment',
      targetLabel: 'brief.pdf',
      details: { taskId: task.id, task: 'Brand refresh' },
    });
    const readIp = freshAddress();
    expect((await from(admin, readIp)('GET', attachment?.downloadUrl ?? '')).status).toBe(200);
    expect(await onlyRow('file_downloaded', attachment?.id)).toMatchObject({
      ...byAdmin(readIp),
      ...aboutClientA,
    });

    const reviewForm = fileForm('poster.png', samples.png, 'image/png', {
      title: 'Poster',
      reviewerIds: idOf(clientA),
    });
    const review = await (
      await admin.request('POST', `/api/admin/clients/${idOf(clientA)}/reviews`, undefined, {
        body: reviewForm,
      })
    ).json();
    const reviewFile = review.versions[0].files[0] as { id: string; url: string; downloadUrl: string };
    // The review page showing its file is reading the review; downloading it is recorded.
    expect((await from(clientA, readIp)('GET', reviewFile.url)).status).toBe(200);
    expect(await rowsOf('file_downloaded', reviewFile.id)).toEqual([]);
    expect((await from(clientA, readIp)('GET', reviewFile.downloadUrl)).status).toBe(200);
    expect(await onlyRow('file_downloaded', reviewFile.id)).toMatchObject({
      ...byClientA(readIp),
      ...aboutClientA,
      targetType: 'review_file',
      targetLabel: 'poster.png',
      details: { reviewId: review.id, review: 'Poster' },
    });
  });
});

describe('files beyond Reports & Files', () => {
  it("records a review version's files, a review comment's and an update's as uploaded, a deleted task's as deleted", async () => {
    const ip = freshAddress();
    const asAdmin = from(admin, ip);
    const created = await asAdmin('POST', `/api/admin/clients/${idOf(clientA)}/reviews`, undefined, {
      body: fileForm('hero.png', samples.png, 'image/png', { title: 'Hero', reviewerIds: idOf(clientA) }),
    });
    expect(created.status).toBe(201);
    const review = await created.json();
    const first = review.versions[0].files[0] as { id: string };
    expect(await onlyRow('file_uploaded', first.id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'review_file',
      targetLabel: 'hero.png',
      details: { reviewId: review.id, review: 'Hero', version: 1, bytes: samples.png.length },
    });
    const second = await asAdmin('POST', `/api/admin/reviews/${review.id}/versions`, undefined, {
      body: fileForm('hero-2.pdf', samples.pdf, 'application/pdf', { note: 'Bigger' }),
    });
    expect(second.status).toBe(201);
    const secondFile = (await second.json()).versions[1].files[0] as { id: string };
    expect(await onlyRow('file_uploaded', secondFile.id)).toMatchObject({
      ...byAdmin(ip),
      targetLabel: 'hero-2.pdf',
      details: { reviewId: review.id, version: 2, bytes: samples.pdf.length },
    });

    const clientIp = freshAddress();
    const commented = await from(clientA, clientIp)('POST', `/api/reviews/${review.id}/comments`, undefined, {
      body: fileForm('markup.png', samples.png, 'image/png', { body: 'See the markup' }),
    });
    expect(commented.status).toBe(201);
    const commentFile = (await commented.json()).files[0] as { id: string };
    expect(await onlyRow('file_uploaded', commentFile.id)).toMatchObject({
      ...byClientA(clientIp),
      ...aboutClientA,
      targetType: 'review_comment_file',
      targetLabel: 'markup.png',
      details: { reviewId: review.id, review: 'Hero' },
    });
    // A comment without files records nothing.
    const before = (await rowsOf('file_uploaded')).length;
    expect(
      (await from(clientA, clientIp)('POST', `/api/reviews/${review.id}/comments`, { body: 'Plain' })).status,
    ).toBe(201);
    expect(await rowsOf('file_uploaded')).toHaveLength(before);

    const posted = await asAdmin('POST', `/api/admin/clients/${idOf(clientA)}/updates`, undefined, {
      body: fileForm('launch.pdf', samples.pdf, 'application/pdf', { message: 'We are live' }),
    });
    expect(posted.status).toBe(201);
    const update = await posted.json();
    expect(await onlyRow('file_uploaded', update.attachments[0].id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'update_attachment',
      targetLabel: 'launch.pdf',
      details: { updateId: update.id, bytes: samples.pdf.length },
    });
    // Shown in the feed it is read, not taken away; downloaded, it is recorded.
    const attachmentUrl = update.attachments[0].url as string;
    const shown = attachmentUrl.includes('?') ? `${attachmentUrl}&view=1` : `${attachmentUrl}?view=1`;
    expect((await from(clientA, clientIp)('GET', shown)).status).toBe(200);
    expect(await rowsOf('file_downloaded', update.attachments[0].id)).toEqual([]);
    expect((await from(clientA, clientIp)('GET', attachmentUrl)).status).toBe(200);
    expect(await onlyRow('file_downloaded', update.attachments[0].id)).toMatchObject({
      ...byClientA(clientIp),
      ...aboutClientA,
      targetType: 'update_attachment',
      targetLabel: 'launch.pdf',
    });

    const task = await createTask(t.db, { clientId: idOf(clientA), title: 'Short-lived' });
    const attached = await from(clientA, clientIp)('POST', `/api/tasks/${task.id}/comments`, undefined, {
      body: fileForm('draft.pdf', samples.pdf, 'application/pdf'),
    });
    const [attachment] = (await attached.json()).attachments as { id: string }[];
    expect((await asAdmin('DELETE', `/api/admin/tasks/${task.id}`)).status).toBe(200);
    expect(await onlyRow('file_deleted', attachment?.id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'task_attachment',
      targetLabel: 'draft.pdf',
      details: { taskId: task.id, task: 'Short-lived', withTheTask: true },
    });
  });
});

describe('exports and links sent', () => {
  it('records the applications CSV taken away and a password reset link sent to a client', async () => {
    const ip = freshAddress();
    expect((await from(admin, ip)('GET', '/api/admin/applications.csv?q=acme')).status).toBe(200);
    const [csv] = (await rowsOf('data_exported')).filter((row) => row.targetLabel === 'Applications CSV');
    expect(csv).toMatchObject({ ...byAdmin(ip), targetType: 'export', details: { search: 'acme', rows: 0 } });

    expect(
      (await from(admin, ip)('POST', `/api/admin/clients/${idOf(clientA)}/password-reset`, {})).status,
    ).toBe(200);
    expect(await onlyRow('password_reset_sent', idOf(clientA))).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'user',
      targetLabel: clientA.email,
    });
  });
});

describe('work', () => {
  it('records a task status change, and nothing for a move refused', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA), title: 'Landing page' });
    const ip = freshAddress();
    const asClient = from(clientA, ip);
    expect((await asClient('POST', `/api/tasks/${task.id}/status`, { to: 'in-progress' })).status).toBe(200);
    expect(await onlyRow('task_status_changed', task.id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetType: 'task',
      targetLabel: 'Landing page',
      details: { from: 'pending', to: 'in-progress' },
    });
    expect((await asClient('POST', `/api/tasks/${task.id}/status`, { to: 'approved' })).status).toBe(409);
    expect(await rowsOf('task_status_changed', task.id)).toHaveLength(1);
  });

  it('writes no row when the change it records fails later in its transaction', async () => {
    const task = await createTask(t.db, {
      clientId: idOf(clientA),
      title: 'Doomed',
      status: 'pending-review',
    });
    // The approval's notification to the client is written after the audit row: refusing it rolls both back.
    await t.db.execute(
      sql.raw(`create function refuse_doomed() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_doomed before insert on notifications for each row
        when (new.link like '%${task.id}%') execute function refuse_doomed()`),
    );
    try {
      expectConsole('error');
      expect((await admin.post(`/api/tasks/${task.id}/status`, { to: 'approved' })).status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_doomed on notifications'));
      await t.db.execute(sql.raw('drop function refuse_doomed()'));
    }
    const [row] = await t.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, task.id));
    expect(row?.status).toBe('pending-review');
    expect(await rowsOf('task_status_changed', task.id)).toEqual([]);
  });

  it("records a review decision by the client's reviewer, and by a guest reviewer named by their link", async () => {
    const form = () =>
      fileForm('ad.png', samples.png, 'image/png', { title: 'Ad', reviewerIds: idOf(clientA) });
    const create = () =>
      admin.request('POST', `/api/admin/clients/${idOf(clientA)}/reviews`, undefined, { body: form() });
    const review = await (await create()).json();
    const ip = freshAddress();
    const decided = await from(clientA, ip)('POST', `/api/reviews/${review.id}/decision`, {
      decision: 'approved',
    });
    expect(decided.status).toBe(200);
    expect(await onlyRow('review_decided', review.id)).toMatchObject({
      ...byClientA(ip),
      ...aboutClientA,
      targetType: 'review',
      targetLabel: 'Ad',
      details: { version: 1, decision: 'approved', outcome: 'approved' },
    });

    const second = await (await create()).json();
    const email = `guest-${Date.now()}@example.test`;
    const invited = await admin.post(`/api/admin/reviews/${second.id}/guests`, { name: 'Gale Guest', email });
    expect(invited.status).toBe(201);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    const token = mails.map((mail) => mail.text.match(/\/review\/([A-Za-z0-9_-]{43})/)?.[1]).find(Boolean);
    const guestIp = freshAddress();
    const headers = { 'user-agent': BROWSER, 'x-forwarded-for': guestIp };
    const send = (path: string, body: unknown, cookie = '') =>
      t.anonymous.request('POST', `/api/guest-reviews/${token}${path}`, body, {
        headers: cookie ? { ...headers, cookie } : headers,
      });
    expect((await send('/code', {})).status).toBe(200);
    const [codeMail] = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter(
      (m) => /\d{6}$/.test(m.subject),
    );
    const confirmed = await send('/confirm', { code: codeMail?.subject.match(/(\d{6})$/)?.[1] });
    expect(confirmed.status).toBe(200);
    const cookie = cookieOf(confirmed);
    expect((await send('/decision', { decision: 'approved' }, cookie)).status).toBe(200);
    expect(await onlyRow('review_decided', second.id)).toMatchObject({
      actorId: null,
      actorName: 'Gale Guest',
      actorEmail: email,
      actorRole: 'guest',
      ...aboutClientA,
      ip: guestIp,
      userAgent: BROWSER,
      details: { decision: 'approved', guest: { name: 'Gale Guest', email } },
    });
  });

  it('records a referral decision with its amount', async () => {
    const submitted = await clientA.post('/api/referrals', {
      referredName: 'Riley Lead',
      referredEmail: 'riley@lead.example',
    });
    const referral = await submitted.json();
    const ip = freshAddress();
    expect(
      (await from(admin, ip)('POST', `/api/admin/referrals/${referral.id}/approve`, { earnedAmount: 250 }))
        .status,
    ).toBe(200);
    expect(await onlyRow('referral_decided', referral.id)).toMatchObject({
      ...byAdmin(ip),
      ...aboutClientA,
      targetType: 'referral',
      targetLabel: 'Riley Lead <riley@lead.example>',
      details: { decision: 'approved', earnedAmount: 250 },
    });
  });
});
