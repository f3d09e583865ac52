import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sniffStream } from '../../src/server/http/upload';
import { TASK_ATTACHMENT_MAX_BYTES } from '../../src/shared/domain/task-files';
import { pickedFileRefusal, sniffedType } from '../../src/shared/domain/upload-declaration';
import { taskCommentUpload } from '../../src/shared/domain/uploads';
import { samples } from './task-file-samples';

const attachments = taskCommentUpload.files.file;

/** What the server decides for these bytes: the stored extension, or null when refused. */
async function verdict(bytes: Buffer, chunkSize = 7): Promise<string | null> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const { mime } = await sniffStream(Readable.from(chunks));
  return sniffedType(attachments, mime)?.ext ?? null;
}

describe('task attachment types, by their bytes (SPEC §5)', () => {
  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['pdf', 'pdf'],
    ['mp4', 'mp4'],
    ['zip', 'zip'],
    ['docx', 'docx'],
  ] as const)('accepts %s', async (sample, ext) => {
    expect(await verdict(samples[sample])).toBe(ext);
  });

  it.each(['xlsx', 'gif', 'exe', 'text', 'svg'] as const)('refuses %s', async (sample) => {
    expect(await verdict(samples[sample])).toBeNull();
  });

  it('hands the whole file on after looking at its start', async () => {
    const big = Buffer.concat([samples.pdf, Buffer.from('x'.repeat(20_000))]);
    const { stream } = await sniffStream(Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    expect(await text(stream)).toBe(big.toString());
  });
});

describe("the browser's first pass (non-matching files are dropped)", () => {
  it('is 50 MB per file', () => {
    expect(TASK_ATTACHMENT_MAX_BYTES).toBe(50 * 1024 * 1024);
  });

  it('keeps allowed names or types up to 50 MB and drops the rest', () => {
    const acceptable = (file: { name: string; type: string; size: number }) =>
      pickedFileRefusal(attachments, file) === undefined;
    const ok = { name: 'brief.DOCX', type: '', size: 10 };
    expect(acceptable(ok)).toBe(true);
    expect(acceptable({ name: 'photo', type: 'image/jpeg', size: 10 })).toBe(true);
    expect(acceptable({ ...ok, size: TASK_ATTACHMENT_MAX_BYTES })).toBe(true);
    expect(acceptable({ ...ok, size: TASK_ATTACHMENT_MAX_BYTES + 1 })).toBe(false);
    expect(acceptable({ name: 'movie.mov', type: 'video/quicktime', size: 10 })).toBe(false);
    expect(acceptable({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(false);
  });

  it('names the refusal: the type first, then the size', () => {
    expect(pickedFileRefusal(attachments, { name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      attachments.refusals.type,
    );
    expect(
      pickedFileRefusal(attachments, {
        name: 'a.pdf',
        type: 'application/pdf',
        size: TASK_ATTACHMENT_MAX_BYTES + 1,
      }),
    ).toBe(attachments.refusals.tooLarge);
  });
});

describe('file names', () => {
  it('downloads under the exact name, with an ASCII fallback that cannot break the header', () => {
    expect(attachmentDisposition('brief.pdf')).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
    expect(attachmentDisposition('résumé "v2".pdf')).toBe(
      `attachment; filename="r_sum_ _v2_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22v2%22.pdf`,
    );
  });
});
