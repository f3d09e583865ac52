import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectUpdates, updateAttachments } from '../../src/server/db/schema/index';
import type { AppEvent } from '../../src/shared/contracts/events';
import type { ProjectUpdate } from '../../src/shared/contracts/updates';
import { updateMessages } from '../../src/shared/domain/project-updates';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
});
afterAll(() => t.close());

type Upload = { name: string; bytes: Buffer; type?: string };

function formOf(message: string | undefined, files: Upload[] = []) {
  const form = new FormData();
  if (message !== undefined) form.append('message', message);
  for (const f of files)
    form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }), f.name);
  return form;
}
const post = (caller: Caller, clientId: string, form: FormData) =>
  caller.request('POST', `/api/admin/clients/${clientId}/updates`, undefined, { body: form });
const updatesOf = async (caller: Caller, clientId?: string): Promise<ProjectUpdate[]> =>
  (await (await caller.get(clientId ? `/api/admin/clients/${clientId}/updates` : '/api/updates')).json())
    .updates;
/** The update files kept in disk storage (a refused upload may leave its empty folder, never a file). */
const storedFiles = async () =>
  (await readdir(join(t.deps.config.dataDir, 'storage'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.parentPath.includes('update-media'))
    .map((e) => join(e.parentPath, e.name));

describe('project updates', () => {
  it('an admin posts an update with an image and a PDF; the client reads it and downloads both', async () => {
    const res = await post(
      admin,
      idOf(clientA),
      formOf('  Week 2: the ads are live.  ', [
        { name: 'banner.png', bytes: samples.png, type: 'image/png' },
        { name: 'report.pdf', bytes: samples.pdf, type: 'application/pdf' },
      ]),
    );
    expect(res.status).toBe(201);
    const update: ProjectUpdate = await res.json();
    expect(update.message).toBe('Week 2: the ads are live.');
    expect(update.attachments.map((a) => [a.fileName, a.kind, a.fileSize])).toEqual([
      ['banner.png', 'image', samples.png.length],
      ['report.pdf', 'file', samples.pdf.length],
    ]);
    const rows = await t.db.select().from(updateAttachments).where(eq(updateAttachments.updateId, update.id));
    expect(rows.map((r) => r.fileUrl).every((key) => key.startsWith(`update-media/${update.id}/`))).toBe(
      true,
    );

    const seen = await updatesOf(clientA);
    expect(seen[0]).toEqual(update);
    const pdf = update.attachments[1];
    const download = await clientA.get(pdf?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="report.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf);
    const view = await clientA.get(`${update.attachments[0]?.url}?view=1`);
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="banner.png"/);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it("keeps every client to its own updates: another client's update and file are not found", async () => {
    const update: ProjectUpdate = await (
      await post(admin, idOf(clientA), formOf('For A only', [{ name: 'a.png', bytes: samples.png }]))
    ).json();
    expect((await updatesOf(clientB)).map((u) => u.id)).not.toContain(update.id);
    expect((await updatesOf(admin, idOf(clientB))).map((u) => u.id)).not.toContain(update.id);
    const url = update.attachments[0]?.url ?? '';
    expect((await clientB.get(url)).status).toBe(404);
    expect((await t.anonymous.get(url)).status).toBe(401);
    expect((await clientA.get(url)).status).toBe(200);
    expect((await admin.get(url)).status).toBe(200);
    // A client cannot post, nor read through the admin routes.
    expect((await post(clientA, idOf(clientA), formOf('Me too'))).status).toBe(403);
    expect((await clientB.get(`/api/admin/clients/${idOf(clientA)}/updates`)).status).toBe(403);
    // An attachment named under another update is not found either.
    const other: ProjectUpdate = await (await post(admin, idOf(clientA), formOf('Another'))).json();
    expect(
      (await clientA.get(`/api/updates/${other.id}/attachments/${update.attachments[0]?.id}`)).status,
    ).toBe(404);
  });

  it('takes an update carrying all 5 files it may have', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, bytes: samples.png }));
    const res = await post(admin, idOf(clientA), formOf('Five pictures', five));
    expect(res.status).toBe(201);
    expect(((await res.json()) as ProjectUpdate).attachments).toHaveLength(5);
  });

  it('refuses a blank message, a wrong type by content and a sixth file, storing nothing', async () => {
    const before = (await t.db.select().from(projectUpdates)).length;
    const filesBefore = await storedFiles();

    for (const message of [undefined, '', '   ']) {
      const res = await post(admin, idOf(clientA), formOf(message, [{ name: 'x.png', bytes: samples.png }]));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.message).toEqual([updateMessages.messageRequired]);
    }
    // A program named like a picture is refused by its bytes, and the picture sent before it is removed.
    const disguised = await post(
      admin,
      idOf(clientA),
      formOf('Disguised', [
        { name: 'ok.png', bytes: samples.png },
        { name: 'photo.png', bytes: samples.exe, type: 'image/png' },
      ]),
    );
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.message).toBe(updateMessages.typeRefused);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: samples.png }));
    expect((await post(admin, idOf(clientA), formOf('Six', six))).status).toBe(400);

    expect((await t.db.select().from(projectUpdates)).length).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("refuses an unknown client, and an upload past the client's storage quota", async () => {
    const unknown = await post(admin, crypto.randomUUID(), formOf('Hello'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Client Not Found');

    const small = await createTestApp({ env: { CLIENT_STORAGE_QUOTA_MB: '1' } });
    try {
      const actors = await small.actors();
      const big = { name: 'big.pdf', bytes: Buffer.concat([samples.pdf, Buffer.alloc(1024 * 1024 + 1)]) };
      const res = await actors.admin.request(
        'POST',
        `/api/admin/clients/${actors.clientA.userId}/updates`,
        undefined,
        { body: formOf('Too big', [big]) },
      );
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toMatch(/storage/i);
    } finally {
      await small.close();
    }
  });

  it('tells the client whose update it is, and no other', async () => {
    const seenByA: AppEvent[] = [];
    const seenByB: AppEvent[] = [];
    const stops = [
      t.deps.realtime.subscribe({
        userId: idOf(clientA),
        role: 'client',
        clientId: idOf(clientA),
        send: (e) => seenByA.push(e),
      }),
      t.deps.realtime.subscribe({
        userId: idOf(clientB),
        role: 'client',
        clientId: idOf(clientB),
        send: (e) => seenByB.push(e),
      }),
    ];
    try {
      const update: ProjectUpdate = await (await post(admin, idOf(clientA), formOf('Live'))).json();
      await vi.waitFor(() =>
        expect(seenByA).toContainEqual({ topic: 'project_updates', clientId: idOf(clientA), id: update.id }),
      );
      expect(seenByB).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
