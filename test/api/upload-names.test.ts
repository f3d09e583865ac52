import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import type { Caller, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// An uploaded file keeps a name a reader can trust: no invisible characters that reorder it, and the
// extension of what its bytes are.
let t: TestApp;
let client: Caller;
beforeAll(async () => {
  t = await createTestApp();
  client = (await t.actors()).clientA;
});
afterAll(() => t.close());

/** Uploads one file to a fresh task; the stored attachment as the API returns it, and its download. */
async function upload(name: string, bytes: Buffer, type = 'application/octet-stream') {
  const task = await createTask(t.db, { clientId: client.userId as string });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await client.request('POST', `/api/tasks/${task.id}/comments`, undefined, { body: form });
  expect(res.status).toBe(201);
  const [attachment] = (await res.json()).attachments;
  const download = await client.get(attachment.downloadUrl);
  expect(download.status).toBe(200);
  return { attachment, disposition: download.headers.get('content-disposition') };
}

describe('uploaded file names', () => {
  it('drop a right-to-left override, so invoice\\u202Egnp.exe cannot pass for invoiceexe.png', async () => {
    const { attachment, disposition } = await upload('invoice\u202Egnp.exe', samples.png, 'image/png');
    expect(attachment.fileName).toBe('invoicegnp.png');
    expect(disposition).toBe(`attachment; filename="invoicegnp.png"; filename*=UTF-8''invoicegnp.png`);
  });

  it('drop zero-width and control characters', async () => {
    const { attachment } = await upload('bri\u200Bef\t\u0085\u200D.pdf', samples.pdf);
    expect(attachment.fileName).toBe('brief.pdf');
  });

  it('take the extension of the detected type: an HTML/JPEG polyglot named .html downloads as .jpg', async () => {
    const polyglot = Buffer.concat([samples.jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const { attachment, disposition } = await upload('page.html', polyglot, 'text/html');
    expect(attachment).toMatchObject({ fileName: 'page.jpg', fileType: 'image/jpeg' });
    expect(disposition).toBe(`attachment; filename="page.jpg"; filename*=UTF-8''page.jpg`);
  });

  it('keep a name whose extension already matches, in NFC', async () => {
    const { attachment } = await upload('Re\u0301sume\u0301 2026.PDF', samples.pdf);
    expect(attachment.fileName).toBe('R\u00e9sum\u00e9 2026.PDF');
  });

  it('fall back to file.<ext> when nothing visible is left', async () => {
    const { attachment } = await upload('\u202E\u200B', samples.zip);
    expect(attachment.fileName).toBe('file.zip');
  });
});
