import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files } from '../../src/server/db/schema/index';
import type { AppEvent } from '../../src/shared/contracts/events';
import type { AdminFile, ClientFile, StorageUsage } from '../../src/shared/contracts/files';
import { fileMessages } from '../../src/shared/domain/client-files';
import { serveApp } from '../support/serve-app';
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

/** An Office 97–2003 document: by its bytes only an OLE compound file, whatever it holds. */
const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
const rar = Buffer.concat([Buffer.from('526172211a0700', 'hex'), Buffer.alloc(64)]);

type Upload = { name: string; bytes: Buffer; type?: string };
type Fields = { category?: string; description?: string };

function formOf(fields: Fields, uploads: Upload[] = []) {
  const form = new FormData();
  if (fields.category !== undefined) form.append('category', fields.category);
  if (fields.description !== undefined) form.append('description', fields.description);
  for (const f of uploads)
    form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }), f.name);
  return form;
}
const upload = (caller: Caller, clientId: string, form: FormData) =>
  caller.request('POST', `/api/admin/clients/${clientId}/files`, undefined, { body: form });
async function uploaded(clientId: string, fields: Fields, file: Upload): Promise<AdminFile> {
  const res = await upload(admin, clientId, formOf(fields, [file]));
  expect(res.status).toBe(201);
  return res.json();
}
const filesOf = async (caller: Caller): Promise<ClientFile[]> =>
  (await (await caller.get('/api/files')).json()).files;
const adminFiles = async (query = ''): Promise<AdminFile[]> =>
  (await (await admin.get(`/api/admin/files${query}`)).json()).files;
/** The files kept in disk storage under client-files/. */
const storedFiles = async () =>
  (await readdir(join(t.deps.config.dataDir, 'storage'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.parentPath.includes('client-files'))
    .map((e) => join(e.parentPath, e.name));

describe('files shared with a client', () => {
  it('an admin uploads a report; the client lists, downloads and views it', async () => {
    const file = await uploaded(
      idOf(clientA),
      { category: 'report', description: '  October results  ' },
      { name: 'october.pdf', bytes: samples.pdf, type: 'application/pdf' },
    );
    expect(file).toMatchObject({
      clientId: idOf(clientA),
      name: 'october.pdf',
      type: 'application/pdf',
      category: 'report',
      description: 'October results',
      sizeMb: samples.pdf.length / 1024 / 1024,
      previewable: true,
      url: `/api/files/${file.id}/download`,
    });
    expect(file.clientName).toBeTruthy();
    const [row] = await t.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.fileUrl).toMatch(new RegExp(`^client-files/${idOf(clientA)}/\\d+-[0-9a-f]+\\.pdf$`));
    expect(row?.uploadedBy).toBe(idOf(admin));

    const { clientName: _, ...asClientSees } = file;
    expect((await filesOf(clientA))[0]).toEqual(asClientSees);
    const download = await clientA.get(file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="october.pdf"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf);
    const view = await clientA.get(`${file.url}?view=1`);
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="october.pdf"/);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    // A tab shows it: it is a document, with the headers a JSON answer goes without.
    expect(view.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(view.headers.get('cross-origin-opener-policy')).toBe('same-origin');

    expect((await adminFiles()).map((f) => f.id)).toContain(file.id);
    expect((await adminFiles(`?clientId=${idOf(clientA)}`)).every((f) => f.clientId === idOf(clientA))).toBe(
      true,
    );
    expect((await adminFiles(`?clientId=${idOf(clientB)}`)).map((f) => f.id)).not.toContain(file.id);
  });

  it("over real HTTP, a viewed file's own sandboxing CSP and caching win over every answer's", async () => {
    const file = await uploaded(
      idOf(clientA),
      { category: 'report', description: 'Viewed over HTTP' },
      { name: 'viewed.pdf', bytes: samples.pdf, type: 'application/pdf' },
    );
    const server = await serveApp(t.app.fetch);
    try {
      const view = await fetch(`${server.url}${file.url}?view=1`, {
        headers: { cookie: clientA.cookie ?? '' },
      });
      expect(view.status).toBe(200);
      expect(view.headers.get('content-security-policy')).toBe(
        "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'",
      );
      expect(view.headers.get('cache-control')).toBe('private, no-store');
      expect(view.headers.get('x-frame-options')).toBe('DENY');
      expect(view.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(view.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(Buffer.from(await view.arrayBuffer())).toEqual(samples.pdf);
    } finally {
      await server.close();
    }
  });

  it("keeps every client to its own files: another client's file is not found", async () => {
    const file = await uploaded(
      idOf(clientA),
      { category: 'asset' },
      { name: 'logo.png', bytes: samples.png },
    );
    expect((await filesOf(clientB)).map((f) => f.id)).not.toContain(file.id);
    expect((await clientB.get(file.url)).status).toBe(404);
    expect((await clientB.get(`${file.url}?view=1`)).status).toBe(404);
    expect((await t.anonymous.get(file.url)).status).toBe(401);
    expect((await admin.get(file.url)).status).toBe(200);
    // A client reaches no admin route: not the list, an upload, a delete or the usage.
    for (const caller of [clientA, clientB]) {
      expect((await caller.get('/api/admin/files')).status).toBe(403);
      expect((await caller.get('/api/admin/storage')).status).toBe(403);
      expect((await upload(caller, idOf(caller), formOf({ category: 'asset' }))).status).toBe(403);
      expect((await caller.request('DELETE', `/api/admin/files/${file.id}`)).status).toBe(403);
    }
    // The archive of a client holds only its own files: B has none.
    const archive = await clientB.get('/api/files/archive');
    expect(archive.status).toBe(404);
    expect((await archive.json()).error.message).toBe(fileMessages.nothingToArchive);
    expect((await clientA.get(file.url)).status).toBe(200);
  });

  it('takes every type SPEC names by its bytes, with the extension of its content', async () => {
    const cases: [Upload, string, string][] = [
      [{ name: 'brief.docx', bytes: samples.docx }, 'brief.docx', 'wordprocessingml'],
      [{ name: 'budget.xlsx', bytes: samples.xlsx }, 'budget.xlsx', 'spreadsheetml'],
      [{ name: 'archive.zip', bytes: samples.zip }, 'archive.zip', 'application/zip'],
      [{ name: 'old.rar', bytes: rar }, 'old.rar', 'application/x-rar-compressed'],
      [{ name: 'legacy.xls', bytes: compoundFile }, 'legacy.xls', 'application/vnd.ms-excel'],
      [{ name: 'legacy.DOC', bytes: compoundFile }, 'legacy.DOC', 'application/msword'],
      // A picture named like a PDF is kept as what it is.
      [{ name: 'report.pdf', bytes: samples.png }, 'report.png', 'image/png'],
    ];
    for (const [file, name, type] of cases) {
      const stored = await uploaded(idOf(clientA), { category: 'document' }, file);
      expect([stored.name, stored.type]).toEqual([name, expect.stringContaining(type)]);
      const [row] = await t.db.select().from(files).where(eq(files.id, stored.id));
      expect(row?.fileUrl.split('.').pop()).toBe(name.split('.').pop()?.toLowerCase());
    }
  });

  it('refuses a wrong type by content, a missing file or category, and a second file, storing nothing', async () => {
    const rowsBefore = (await t.db.select().from(files)).length;
    const storedBefore = await storedFiles();
    const refusals: [FormData, number, string, string][] = [
      [
        formOf({ category: 'report' }, [{ name: 'setup.pdf', bytes: samples.exe }]),
        415,
        'file',
        fileMessages.typeRefused,
      ],
      [
        formOf({ category: 'report' }, [{ name: 'page.png', bytes: samples.svg }]),
        415,
        'file',
        fileMessages.typeRefused,
      ],
      // A compound file that names no Office type (an installer, say) is refused.
      [
        formOf({ category: 'report' }, [{ name: 'tool.msi', bytes: compoundFile }]),
        415,
        'file',
        fileMessages.typeRefused,
      ],
      [formOf({ category: 'report' }), 400, 'file', fileMessages.fileRequired],
      [formOf({}, [{ name: 'a.pdf', bytes: samples.pdf }]), 400, 'category', fileMessages.categoryRequired],
      [
        formOf({ category: 'invoice' }, [{ name: 'a.pdf', bytes: samples.pdf }]),
        400,
        'category',
        fileMessages.categoryRequired,
      ],
      [
        formOf({ category: 'report', description: 'x'.repeat(1001) }, [
          { name: 'a.pdf', bytes: samples.pdf },
        ]),
        400,
        'description',
        fileMessages.descriptionTooLong,
      ],
    ];
    for (const [form, status, field, message] of refusals) {
      const res = await upload(admin, idOf(clientA), form);
      expect(res.status).toBe(status);
      expect((await res.json()).error.fields[field]).toEqual([message]);
    }
    const two = formOf({ category: 'report' }, [
      { name: 'a.pdf', bytes: samples.pdf },
      { name: 'b.pdf', bytes: samples.pdf },
    ]);
    expect((await upload(admin, idOf(clientA), two)).status).toBe(400);

    expect((await t.db.select().from(files)).length).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(storedBefore);
  });

  it("refuses an unknown client, and an upload past the client's storage quota", async () => {
    const unknown = await upload(admin, crypto.randomUUID(), formOf({ category: 'report' }));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Client Not Found');

    const small = await createTestApp({ env: { CLIENT_STORAGE_QUOTA_MB: '1' } });
    try {
      const actors = await small.actors();
      const big = { name: 'big.pdf', bytes: Buffer.concat([samples.pdf, Buffer.alloc(1024 * 1024 + 1)]) };
      const res = await actors.admin.request(
        'POST',
        `/api/admin/clients/${actors.clientA.userId}/files`,
        undefined,
        { body: formOf({ category: 'report' }, [big]) },
      );
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toMatch(/1 MB storage limit/);
    } finally {
      await small.close();
    }
  });

  it('deletes a file with its stored bytes; the client can no longer download it', async () => {
    const file = await uploaded(
      idOf(clientA),
      { category: 'document' },
      { name: 'old.pdf', bytes: samples.pdf },
    );
    const [row] = await t.db.select().from(files).where(eq(files.id, file.id));
    const key = row?.fileUrl ?? '';
    expect(await t.deps.storage.get(key)).not.toBeNull();

    expect((await admin.request('DELETE', `/api/admin/files/${file.id}`)).status).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(await t.deps.storage.get(key)).toBeNull();
    expect((await clientA.get(file.url)).status).toBe(404);
    expect((await filesOf(clientA)).map((f) => f.id)).not.toContain(file.id);
    expect((await admin.request('DELETE', `/api/admin/files/${file.id}`)).status).toBe(404);
  });

  it("streams one zip of the client's files, a folder per category, names made unique", async () => {
    const solo = await createTestApp();
    try {
      const actors = await solo.actors();
      const clientId = actors.clientA.userId as string;
      const send = (category: string, name: string, bytes: Buffer) =>
        actors.admin.request('POST', `/api/admin/clients/${clientId}/files`, undefined, {
          body: formOf({ category }, [{ name, bytes }]),
        });
      const first = Buffer.from('%PDF-1.4\nfirst report\n%%EOF\n');
      const second = Buffer.from('%PDF-1.4\nsecond report\n%%EOF\n');
      for (const [category, name, bytes] of [
        ['report', 'results.pdf', first],
        ['report', 'results.pdf', second],
        ['asset', 'logo.png', samples.png],
      ] as const) {
        expect((await send(category, name, bytes)).status).toBe(201);
      }
      const res = await actors.clientA.get('/api/files/archive');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="assets-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const zip = Buffer.from(await res.arrayBuffer());
      expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
      const names = centralDirectoryNames(zip);
      expect(names).toEqual(['Assets/logo.png', 'Reports/results.pdf', 'Reports/results (2).pdf']);
      // Stored as they are: each file's bytes are in the archive whole.
      for (const bytes of [first, second, samples.png]) expect(zip.includes(bytes)).toBe(true);
    } finally {
      await solo.close();
    }
  });

  it("shows the admin each client's storage use against the quota", async () => {
    const solo = await createTestApp({ env: { CLIENT_STORAGE_QUOTA_MB: '7' } });
    try {
      const actors = await solo.actors();
      const clientId = actors.clientA.userId as string;
      const res = await actors.admin.request('POST', `/api/admin/clients/${clientId}/files`, undefined, {
        body: formOf({ category: 'report' }, [{ name: 'a.pdf', bytes: samples.pdf }]),
      });
      expect(res.status).toBe(201);
      const usage: StorageUsage = await (await actors.admin.get('/api/admin/storage')).json();
      expect(usage.quotaBytes).toBe(7 * 1024 * 1024);
      const byId = new Map(usage.clients.map((c) => [c.clientId, c.usedBytes]));
      expect(byId.get(clientId)).toBe(samples.pdf.length);
      expect(byId.get(actors.clientB.userId as string)).toBe(0);
      expect(byId.has(actors.admin.userId as string)).toBe(false);
    } finally {
      await solo.close();
    }
  });

  it('tells the client whose file it is, and no other', async () => {
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
      const file = await uploaded(
        idOf(clientA),
        { category: 'asset' },
        { name: 'live.png', bytes: samples.png },
      );
      await vi.waitFor(() =>
        expect(seenByA).toContainEqual({ topic: 'files', clientId: idOf(clientA), id: file.id }),
      );
      await admin.request('DELETE', `/api/admin/files/${file.id}`);
      await vi.waitFor(() => expect(seenByA.filter((e) => e.id === file.id)).toHaveLength(2));
      expect(seenByB).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

/** The entry names of a zip, in order, read from its central directory. */
function centralDirectoryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('504b0102', 0, 'hex'); at >= 0; at = zip.indexOf('504b0102', at + 4, 'hex')) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}
