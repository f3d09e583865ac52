import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { fileMessages } from '../../src/shared/domain/client-files';
import { updateMessages } from '../../src/shared/domain/project-updates';
import type { UploadDeclaration } from '../../src/shared/domain/upload-declaration';
import {
  agencyLogoUpload,
  clientFileUpload,
  profileLogoUpload,
  projectUpdateUpload,
  taskCommentUpload,
} from '../../src/shared/domain/uploads';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// The one upload pipeline, at every route that takes files: no cap on the request as a whole, so every
// part the route's declaration does not take is refused while the body is read, with the declaration's
// words, and a file stored before the refusal is removed.

let t: TestApp;
let client: Caller;
let admin: Caller;

type Route = {
  label: string;
  declaration: UploadDeclaration;
  caller: () => Caller;
  /** A fresh target of the caller's. */
  path: () => Promise<string>;
  /** The text fields a valid upload sends. */
  fields: Record<string, string>;
  /** A file the route stores. */
  sample: Buffer;
  /** The route takes a JSON body too (a comment's text alone). */
  alsoJson?: boolean;
};

const routes: Route[] = [
  {
    label: 'a task comment',
    declaration: taskCommentUpload,
    caller: () => client,
    path: async () => {
      const task = await createTask(t.db, { clientId: client.userId as string });
      return `/api/tasks/${task.id}/comments`;
    },
    fields: {},
    sample: samples.pdf,
    alsoJson: true,
  },
  {
    label: 'a project update',
    declaration: projectUpdateUpload,
    caller: () => admin,
    path: async () => `/api/admin/clients/${client.userId}/updates`,
    fields: { message: 'This week' },
    sample: samples.pdf,
  },
  {
    label: 'a client file',
    declaration: clientFileUpload,
    caller: () => admin,
    path: async () => `/api/admin/clients/${client.userId}/files`,
    fields: { category: 'report' },
    sample: samples.pdf,
  },
  {
    label: 'the agency logo',
    declaration: agencyLogoUpload,
    caller: () => admin,
    path: async () => '/api/admin/agency/logo',
    fields: {},
    sample: samples.png,
  },
  {
    label: "a client's logo",
    declaration: profileLogoUpload,
    caller: () => client,
    path: async () => '/api/profile/logo',
    fields: {},
    sample: samples.png,
  },
];

type Part = { name: string; value: string } | { name: string; file: Buffer; fileName?: string };

function formOf(parts: Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.file)]), part.fileName ?? 'upload.bin');
  }
  return form;
}

const fieldsOf = (route: Route): Part[] =>
  Object.entries(route.fields).map(([name, value]) => ({ name, value }));

/** Every file under the storage root. */
async function stored(): Promise<string[]> {
  const root = diskStorageRoot(t.deps.config);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

async function send(route: Route, init: RequestInit) {
  const before = await stored();
  const res = await route.caller().request('POST', await route.path(), undefined, init);
  const body = (await res.json()) as {
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  };
  const added = (await stored()).filter((path) => !before.includes(path));
  return { status: res.status, error: body.error, added };
}

beforeAll(async () => {
  t = await createTestApp({
    // Far above what this file sends, so that the per-user upload limits never decide an outcome here.
    env: { USER_UPLOAD_FILES_PER_10_MINUTES: '100000', USER_UPLOAD_MB_PER_10_MINUTES: '1000000' },
  });
  ({ clientA: client, admin } = await t.actors());
});
afterAll(() => t.close());

describe.each(routes)('the upload pipeline, at $label', (route) => {
  const rule = route.declaration.files.file;
  if (!rule) throw new Error('Every upload route takes a file part named file.');

  it('stores a valid upload', async () => {
    const { status, added } = await send(route, {
      body: formOf([...fieldsOf(route), { name: 'file', file: route.sample }]),
    });
    expect(status).toBe(201);
    expect(added.length).toBeGreaterThan(0);
  });

  it('refuses a field the route does not take, removing the file stored before it', async () => {
    const form = formOf([
      ...fieldsOf(route),
      { name: 'file', file: route.sample },
      { name: 'note', value: 'x' },
    ]);
    const { status, error, added } = await send(route, { body: form });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/^Unexpected part 'note': send .*'file' only\.$/);
    expect(added).toEqual([]);
  });

  it.each(['attachment', 'constructor'])(
    "refuses a file part the route does not take ('%s'), removing the file stored before it",
    async (name) => {
      const form = formOf([
        ...fieldsOf(route),
        { name: 'file', file: route.sample },
        { name, file: route.sample },
      ]);
      const { status, error, added } = await send(route, { body: form });
      expect(status).toBe(400);
      expect(error?.message).toMatch(new RegExp(`^Unexpected part '${name}'`));
      expect(added).toEqual([]);
    },
  );

  it('refuses one file more than the route takes, in its own words, storing nothing', async () => {
    const files = Array.from({ length: rule.maxCount + 1 }, (_, i) => ({
      name: 'file',
      file: route.sample,
      fileName: `part-${i}.bin`,
    }));
    const { status, error, added } = await send(route, { body: formOf([...fieldsOf(route), ...files]) });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'bad_request',
      message: rule.refusals.tooMany,
      fields: { file: [rule.refusals.tooMany] },
    });
    expect(added).toEqual([]);
  });

  it('refuses a file of another type by its bytes with 415', async () => {
    const form = formOf([...fieldsOf(route), { name: 'file', file: samples.exe, fileName: 'setup.pdf' }]);
    const { status, error, added } = await send(route, { body: form });
    expect(status).toBe(415);
    expect(error?.message).toBe(rule.refusals.type);
    expect(added).toEqual([]);
  });

  if (rule.refusals.missing) {
    it('refuses an upload without its file', async () => {
      const { status, error, added } = await send(route, { body: formOf(fieldsOf(route)) });
      expect(status).toBe(400);
      expect(error?.fields?.file).toEqual([rule.refusals.missing]);
      expect(added).toEqual([]);
    });
  }

  if (route.alsoJson) return;

  it('refuses a body that is not multipart before reading it', async () => {
    const json = await send(route, { body: '{}', headers: { 'content-type': 'application/json' } });
    expect([json.status, json.error?.message]).toEqual([400, 'Expected a multipart/form-data body.']);
    const noBoundary = await send(route, {
      body: 'x',
      headers: { 'content-type': 'multipart/form-data; x=1' },
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.added).toEqual([]);
  });
});

describe('the upload pipeline, beyond one route', () => {
  it('refuses a file one byte past its cap with 413 in its own words, while it streams', async () => {
    const route = routes.find((r) => r.declaration === profileLogoUpload) as Route;
    const rule = profileLogoUpload.files.file;
    const over = Buffer.concat([samples.png, Buffer.alloc(rule.maxBytes + 1 - samples.png.length)]);
    const { status, error, added } = await send(route, { body: formOf([{ name: 'file', file: over }]) });
    expect(status).toBe(413);
    expect(error).toEqual({
      code: 'payload_too_large',
      message: rule.refusals.tooLarge,
      fields: { file: [rule.refusals.tooLarge] },
    });
    expect(added).toEqual([]);
  });

  it('refuses a field sent twice', async () => {
    const route = routes.find((r) => r.declaration === projectUpdateUpload) as Route;
    const form = formOf([
      { name: 'message', value: 'One' },
      { name: 'message', value: 'Two' },
    ]);
    const { status, error } = await send(route, { body: form });
    expect(status).toBe(400);
    expect(error?.fields?.message).toEqual(["'message' was sent more than once."]);
  });

  it("keeps a text field only up to its cap: the field's contract refuses what is longer", async () => {
    const update = routes.find((r) => r.declaration === projectUpdateUpload) as Route;
    const long = await send(update, { body: formOf([{ name: 'message', value: 'x'.repeat(1024 * 1024) }]) });
    expect(long.status).toBe(400);
    expect(long.error?.fields?.message).toEqual([updateMessages.tooLong]);

    const file = routes.find((r) => r.declaration === clientFileUpload) as Route;
    const described = await send(file, {
      body: formOf([
        { name: 'category', value: 'report' },
        { name: 'description', value: 'x'.repeat(1024 * 1024) },
        { name: 'file', file: samples.pdf },
      ]),
    });
    expect(described.status).toBe(400);
    expect(described.error?.fields?.description).toEqual([fileMessages.descriptionTooLong]);
    expect(described.added).toEqual([]);
  });
});
