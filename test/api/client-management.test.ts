import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import {
  chatMessageRows,
  clientOnboarding,
  files,
  outboxEmails,
  profiles,
  projectUpdates,
  referrals,
  sessions,
  taskAttachments,
  taskComments,
  tasks,
  updateAttachments,
  userRoles,
  users,
} from '../../src/server/db/schema/index';
import type { ClientSummary } from '../../src/shared/contracts/clients';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';
import { readSse } from './sse-reader';

let t: TestApp;
let admin: Caller;
let clientB: Caller;

beforeAll(async () => {
  // Many sign-ins from one address: the per-address limit is not what this file tests.
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ admin, clientB } = await t.actors());
});
afterAll(() => t.close());

type Stream = ReturnType<typeof readSse>;
const open: Stream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.cancel().catch(() => undefined)));
});

/** A fresh client with a company name, signed in. */
async function newClient(companyName: string | null = `Co ${crypto.randomUUID().slice(0, 8)}`) {
  const user = await createClient(t.db, { profile: { companyName, contactPerson: 'Casey' } });
  return { user, caller: await t.signIn(user.email) };
}

async function subscribe(caller: Caller): Promise<Stream> {
  const stream = readSse(await caller.get('/api/events'));
  open.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

/** The events a stream sends until the server ends it; the heartbeat is 25 s, so only an ending closes it. */
async function eventsUntilEnd(stream: Stream): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    try {
      seen.push((await stream.next()).event);
    } catch (error) {
      if (String(error).includes('The event stream ended')) return seen;
      throw error;
    }
  }
}

const signInStatus = async (email: string) => {
  const res = await t.anonymous.post('/api/auth/sign-in/email', { email, password: DEFAULT_TEST_PASSWORD });
  return { status: res.status, body: await res.json() };
};

const patch = (caller: Caller, clientId: string, body: unknown) =>
  caller.request('PATCH', `/api/admin/clients/${clientId}`, body);

describe('editing a client', () => {
  it('saves trimmed names, clears an emptied one and keeps one left out', async () => {
    const { user } = await newClient('Old Co');
    const res = await patch(admin, user.id, { companyName: '  New Co  ', contactPerson: '' });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as ClientSummary;
    expect(saved).toMatchObject({ companyName: 'New Co', contactPerson: null, suspendedAt: null });

    const again = await (await patch(admin, user.id, { contactPerson: 'Dana' })).json();
    expect(again).toMatchObject({ companyName: 'New Co', contactPerson: 'Dana' });
    const listed = (await (await admin.get('/api/admin/clients')).json()).clients as ClientSummary[];
    expect(listed.find((c) => c.id === user.id)).toMatchObject({
      companyName: 'New Co',
      contactPerson: 'Dana',
    });
  });

  it('creates the profile row of a client that had none', async () => {
    const { user } = await newClient();
    await t.db.delete(profiles).where(eq(profiles.id, user.id));
    const res = await patch(admin, user.id, { companyName: 'Fresh Co' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.companyName).toBe('Fresh Co');
  });

  it('refuses names over 200 characters with a field error, and changes nothing', async () => {
    const { user } = await newClient('Kept Co');
    const res = await patch(admin, user.id, { companyName: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.companyName).toBeDefined();
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.companyName).toBe('Kept Co');
  });

  it("answers 'Client Not Found' for an admin's id or an unknown one", async () => {
    const other = await createAdmin(t.db);
    for (const id of [other.id, admin.userId as string, crypto.randomUUID()]) {
      const res = await patch(admin, id, { companyName: 'Hijack' });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Client Not Found');
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(row?.companyName ?? null).toBeNull();
  });

  it('is refused to clients and to callers without a session', async () => {
    const { user, caller } = await newClient('Mine Co');
    const own = await patch(caller, user.id, { companyName: 'Self edit' });
    expect(own.status).toBe(403);
    expect((await own.json()).error.message).toBe(messages.guard.adminOnly);
    expect((await patch(t.anonymous, user.id, { companyName: 'Anon' })).status).toBe(401);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.companyName).toBe('Mine Co');
  });

  it('the client list lists only clients', async () => {
    const listed = (await (await admin.get('/api/admin/clients')).json()).clients as ClientSummary[];
    expect(listed.some((c) => c.id === admin.userId)).toBe(false);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.role, 'client'));
    expect(new Set(listed.map((c) => c.id))).toEqual(new Set(roles.map((r) => r.userId)));
  });
});

describe('suspending a client', () => {
  it('ends its session and stream at once, refuses sign-in, and restore lets it back; nothing is lost', async () => {
    const { user, caller } = await newClient('Paused Co');
    await t.db
      .insert(tasks)
      .values({ title: 'Keep me', clientId: user.id, status: 'pending', priority: 'medium' });
    expect((await caller.get('/api/tasks')).status).toBe(200);
    const stream = await subscribe(caller);
    const otherStream = await subscribe(clientB);

    const res = await admin.post(`/api/admin/clients/${user.id}/suspend`);
    expect(res.status).toBe(200);
    expect((await res.json()).suspendedAt).toEqual(expect.any(String));

    expect(await eventsUntilEnd(stream)).toContain('session-ended');
    expect((await caller.get('/api/tasks')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    // Another client's stream goes on.
    await t.deps.realtime.publish({ topic: 'tasks', clientId: clientB.userId, id: 'still-open' });
    expect(await otherStream.nextChange()).toEqual({
      topic: 'tasks',
      clientId: clientB.userId,
      id: 'still-open',
    });

    const refused = await signInStatus(user.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Please contact the agency.',
    });
    // A wrong password still reads as a wrong password: only the owner learns of the suspension.
    expectConsole('warn'); // the auth library logs "Invalid password"
    const wrong = await t.anonymous.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'nope-nope-1',
    });
    expect(wrong.status).toBe(401);

    const restored = await admin.post(`/api/admin/clients/${user.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await restored.json()).suspendedAt).toBeNull();
    expect((await signInStatus(user.email)).status).toBe(200);
    const back = await t.signIn(user.email);
    const own = (await (await back.get('/api/tasks')).json()).tasks;
    expect(own.map((task: { title: string }) => task.title)).toEqual(['Keep me']);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.companyName).toBe('Paused Co');
  });

  it('shows the suspension in the client list', async () => {
    const { user } = await newClient();
    await admin.post(`/api/admin/clients/${user.id}/suspend`);
    const listed = (await (await admin.get('/api/admin/clients')).json()).clients as ClientSummary[];
    expect(listed.find((c) => c.id === user.id)?.suspendedAt).toEqual(expect.any(String));
  });

  it('never suspends an admin, and is refused to clients', async () => {
    const otherAdmin = await createAdmin(t.db);
    const res = await admin.post(`/api/admin/clients/${otherAdmin.id}/suspend`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Client Not Found');
    expect((await signInStatus(otherAdmin.email)).status).toBe(200);

    const { user } = await newClient();
    expect((await clientB.post(`/api/admin/clients/${user.id}/suspend`)).status).toBe(403);
    expect((await signInStatus(user.email)).status).toBe(200);
  });
});

/** Stores a file under `key` the way the upload routes do. */
async function store(key: string) {
  await t.deps.storage.put(key, Readable.from([Buffer.from(samples.pdf)]), {
    contentType: 'application/pdf',
  });
  return key;
}
async function exists(key: string) {
  const stored = await t.deps.storage.get(key);
  stored?.body.destroy();
  return stored !== null;
}

/** A client with a row in every table a client owns, and a stored file behind every key column. */
async function fullyFurnished(companyName: string) {
  const { user, caller } = await newClient(companyName);
  const [task] = await t.db
    .insert(tasks)
    .values({ title: 'T', clientId: user.id, status: 'pending', priority: 'medium' })
    .returning();
  const taskId = task?.id as string;
  await t.db.insert(taskComments).values({ taskId, content: 'C', authorId: user.id });
  const taskKey = await store(`task-files/${taskId}/1-aaaaaaaaaaaaaaaa.pdf`);
  await t.db.insert(taskAttachments).values({
    taskId,
    fileName: 'a.pdf',
    fileUrl: taskKey,
    fileType: 'application/pdf',
    fileSize: samples.pdf.length,
    uploadedBy: user.id,
  });
  const [update] = await t.db
    .insert(projectUpdates)
    .values({ clientId: user.id, adminId: admin.userId, message: 'U' })
    .returning();
  const updateKey = await store(`project-updates/${user.id}/1-bbbbbbbbbbbbbbbb.pdf`);
  await t.db.insert(updateAttachments).values({
    updateId: update?.id as string,
    fileName: 'u.pdf',
    fileUrl: updateKey,
    fileType: 'application/pdf',
    fileSize: samples.pdf.length,
  });
  const fileKey = await store(`client-files/${user.id}/1-cccccccccccccccc.pdf`);
  await t.db.insert(files).values({
    clientId: user.id,
    name: 'f.pdf',
    fileUrl: fileKey,
    type: 'application/pdf',
    sizeMb: 0.001,
    category: 'report',
    uploadedBy: admin.userId,
  });
  const logoKey = await store(`logos/${user.id}/1-dddddddddddddddd.pdf`);
  await t.db.update(profiles).set({ logoUrl: logoKey }).where(eq(profiles.id, user.id));
  await t.db
    .insert(chatMessageRows)
    .values({ clientId: user.id, senderId: user.id, fromClient: true, content: 'Hi' });
  await t.db.insert(referrals).values({
    referrerUserId: user.id,
    referredName: 'R',
    referredEmail: 'r@example.test',
    referredCompany: 'R Co',
  });
  await t.db.insert(clientOnboarding).values({
    clientId: user.id,
    productDescription: 'P',
    problemSolved: 'Q',
    idealCustomer: 'R',
    currentStage: 'mvp',
  });
  return { user, caller, taskId, keys: [taskKey, updateKey, fileKey, logoKey] };
}

/** How many rows name the client, table by table. */
async function rowsOf(clientId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(t.db.select().from(users).where(eq(users.id, clientId))),
    roles: await count(t.db.select().from(userRoles).where(eq(userRoles.userId, clientId))),
    profiles: await count(t.db.select().from(profiles).where(eq(profiles.id, clientId))),
    sessions: await count(t.db.select().from(sessions).where(eq(sessions.userId, clientId))),
    tasks: await count(t.db.select().from(tasks).where(eq(tasks.clientId, clientId))),
    updates: await count(t.db.select().from(projectUpdates).where(eq(projectUpdates.clientId, clientId))),
    files: await count(t.db.select().from(files).where(eq(files.clientId, clientId))),
    chatMessageRows: await count(
      t.db.select().from(chatMessageRows).where(eq(chatMessageRows.clientId, clientId)),
    ),
    referrals: await count(t.db.select().from(referrals).where(eq(referrals.referrerUserId, clientId))),
    onboarding: await count(
      t.db.select().from(clientOnboarding).where(eq(clientOnboarding.clientId, clientId)),
    ),
  };
}

describe('deleting a client', () => {
  it('removes its rows in every table and its stored files; another client is untouched', async () => {
    const doomed = await fullyFurnished('Doomed Co');
    const kept = await fullyFurnished('Kept Co');
    const stream = await subscribe(doomed.caller);

    const res = await admin.request('DELETE', `/api/admin/clients/${doomed.user.id}`, {
      confirmation: '  doomed co ',
    });
    expect(res.status).toBe(200);

    expect(Object.values(await rowsOf(doomed.user.id)).every((n) => n === 0)).toBe(true);
    expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, doomed.taskId))).toEqual([]);
    expect(
      await t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, doomed.taskId)),
    ).toEqual([]);
    for (const key of doomed.keys) expect(await exists(key)).toBe(false);
    expect(await eventsUntilEnd(stream)).toContain('session-ended');
    expect((await doomed.caller.get('/api/tasks')).status).toBe(401);
    expect((await admin.get(`/api/admin/clients/${doomed.user.id}`)).status).toBe(404);

    const keptRows = await rowsOf(kept.user.id);
    expect(Object.values(keptRows).every((n) => n >= 1)).toBe(true);
    for (const key of kept.keys) expect(await exists(key)).toBe(true);
    expect((await kept.caller.get('/api/tasks')).status).toBe(200);
  });

  it('refuses a wrong confirmation and deletes nothing', async () => {
    const { user } = await newClient('Careful Co');
    const res = await admin.request('DELETE', `/api/admin/clients/${user.id}`, {
      confirmation: 'Careless Co',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(messages.clients.confirmationMismatch);
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it('asks for the email when the client has no company name', async () => {
    const { user } = await newClient(null);
    const res = await admin.request('DELETE', `/api/admin/clients/${user.id}`, { confirmation: user.email });
    expect(res.status).toBe(200);
    expect((await rowsOf(user.id)).users).toBe(0);
  });

  it('never deletes an admin, and is refused to clients', async () => {
    const otherAdmin = await createAdmin(t.db);
    const res = await admin.request('DELETE', `/api/admin/clients/${otherAdmin.id}`, {
      confirmation: otherAdmin.email,
    });
    expect(res.status).toBe(404);
    expect((await rowsOf(otherAdmin.id)).users).toBe(1);

    const { user } = await newClient('Safe Co');
    const refused = await clientB.request('DELETE', `/api/admin/clients/${user.id}`, {
      confirmation: 'Safe Co',
    });
    expect(refused.status).toBe(403);
    expect((await rowsOf(user.id)).users).toBe(1);
  });
});

describe('resetting a client password', () => {
  it("mails the client the auth library's reset link", async () => {
    const { user } = await newClient();
    const res = await admin.post(`/api/admin/clients/${user.id}/password-reset`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: user.email });
    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, user.email), eq(outboxEmails.subject, 'Reset your Agency Portal password')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('/reset-password?token=');
  });

  it('never mails an admin through this route', async () => {
    const otherAdmin = await createAdmin(t.db);
    expect((await admin.post(`/api/admin/clients/${otherAdmin.id}/password-reset`)).status).toBe(404);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, otherAdmin.email))).toEqual([]);
  });
});

describe('editing and deleting tasks', () => {
  async function taskOf(clientId: string) {
    const res = await admin.post('/api/admin/tasks', { title: 'Draft', clientId, dueDate: '2030-01-01' });
    return (await res.json()) as { id: string };
  }

  it('an admin edits title, description and due date; the client sees it, live, and no other client is told', async () => {
    const { user, caller } = await newClient();
    const task = await taskOf(user.id);
    const stream = await subscribe(caller);
    const otherStream = await subscribe(clientB);

    const res = await admin.request('PATCH', `/api/admin/tasks/${task.id}`, {
      title: '  Final copy  ',
      description: 'Write it',
      dueDate: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Final copy', description: 'Write it', dueDate: null });
    expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId: user.id, id: task.id });
    const seen = (await (await caller.get(`/api/tasks/${task.id}`)).json()) as { title: string };
    expect(seen.title).toBe('Final copy');

    // Client B's stream gets the next event meant for it, not the edit.
    await t.deps.realtime.publish({ topic: 'files', clientId: clientB.userId, id: 'marker' });
    expect(await otherStream.nextChange()).toEqual({
      topic: 'files',
      clientId: clientB.userId,
      id: 'marker',
    });

    const empty = await admin.request('PATCH', `/api/admin/tasks/${task.id}`, { title: '   ' });
    expect(empty.status).toBe(400);
    expect((await caller.request('PATCH', `/api/admin/tasks/${task.id}`, { title: 'Mine' })).status).toBe(
      403,
    );
    expect(
      (await admin.request('PATCH', `/api/admin/tasks/${crypto.randomUUID()}`, { title: 'X' })).status,
    ).toBe(404);
  });

  it('an admin deletes a task with its comments and files; the client sees 404, live', async () => {
    const { user, caller } = await newClient();
    const task = await taskOf(user.id);
    const form = new FormData();
    form.append('content', 'Here it is');
    form.append('file', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'brief.pdf');
    expect(
      (await caller.request('POST', `/api/tasks/${task.id}/comments`, undefined, { body: form })).status,
    ).toBe(201);
    const [attachment] = await t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, task.id));
    expect(await exists(attachment?.fileUrl as string)).toBe(true);
    const stream = await subscribe(caller);
    // On PostgreSQL the comment's own events may reach the stream after it is ready: read up to a
    // marker published after them, so the next change is the deletion's.
    const marker = { topic: 'files' as const, clientId: user.id, id: 'after-the-comment' };
    await t.deps.realtime.publish(marker);
    while (JSON.stringify(await stream.nextChange()) !== JSON.stringify(marker));

    expect((await caller.request('DELETE', `/api/admin/tasks/${task.id}`)).status).toBe(403);
    const res = await admin.request('DELETE', `/api/admin/tasks/${task.id}`);
    expect(res.status).toBe(200);

    expect(await stream.nextChange()).toEqual({ topic: 'tasks', clientId: user.id, id: task.id });
    expect((await caller.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, task.id))).toEqual([]);
    expect(await exists(attachment?.fileUrl as string)).toBe(false);
    expect((await admin.request('DELETE', `/api/admin/tasks/${task.id}`)).status).toBe(404);
  });
});
