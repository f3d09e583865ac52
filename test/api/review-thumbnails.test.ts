import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember, createManager } from '../../src/server/db/factories';
import { reviewFiles } from '../../src/server/db/schema/index';
import { THUMBNAIL_MAX_INPUT_PIXELS, THUMBNAIL_MAX_SIZE } from '../../src/server/storage/image-thumbnail';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { sweepDiskStorage } from '../../src/server/storage/sweep-disk-storage';
import type { ClientReviewList, Review, StaffReviewList } from '../../src/shared/contracts/reviews';
import { reviewMessages } from '../../src/shared/domain/reviews';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// Pictures get a small WebP thumbnail when they are uploaded, which the lists show; what cannot be decoded
// within the limits (a pixel flood) is stored all the same, without one.

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let teammate: Caller;
let managerA: Caller;
let managerB: Caller;
let root: string;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ clientA, clientB, admin } = await t.actors());
  teammate = await t.signIn((await createClientMember(t.db, idOf(clientA), 'member')).email);
  managerA = await t.signIn((await createManager(t.db, [idOf(clientA)])).email);
  managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
  root = diskStorageRoot(t.deps.config);
});
afterAll(() => t.close());

type Upload = { name: string; bytes: Buffer; type: string };

/** A real picture of `width` × `height` in one colour. */
async function picture(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Upload> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
  return { name: `art.${format === 'jpeg' ? 'jpg' : format}`, bytes, type: `image/${format}` };
}

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed greyscale PNG declaring `width` × `height` whose pixel data is `rows` of zeros, deflated:
 * a few KB that would unpack to `width × height` bytes.
 */
function pixelFlood(width: number, height: number, rows: number): Upload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const pixels = deflateSync(Buffer.alloc((width + 1) * rows));
  const bytes = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'flood.png', bytes, type: 'image/png' };
}

const pdf: Upload = { name: 'landing.pdf', bytes: samples.pdf, type: 'application/pdf' };
const mp4: Upload = { name: 'spot.mp4', bytes: samples.mp4, type: 'video/mp4' };

function form(fields: Record<string, string>, files: Upload[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of files) body.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return body;
}

async function createReview(clientId: string, files: Upload[]): Promise<Review> {
  const res = await admin.request('POST', `/api/admin/clients/${clientId}/reviews`, undefined, {
    body: form({ title: 'Autumn posters', reviewerIds: clientId }, files),
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** The review's files as stored: each one's key and its thumbnail's, in the order sent. */
async function storedFiles(review: Review, version = 0) {
  const ids = review.versions[version]?.files.map((f) => f.id) ?? [];
  const rows = await t.db
    .select({ id: reviewFiles.id, key: reviewFiles.fileUrl, thumbnail: reviewFiles.thumbnailUrl })
    .from(reviewFiles);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`No row for file ${id}`);
    return row;
  });
}

const thumbnailPath = (reviewId: string, fileId: string) =>
  `/api/reviews/${reviewId}/files/${fileId}/thumbnail`;

/** The files under a review's folder in disk storage, without the metadata beside each. */
function filesOnDisk(reviewId: string): string[] {
  const folder = join(root, 'reviews', reviewId);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.endsWith('.meta.json'))
    .sort();
}

describe('review thumbnails', () => {
  it('makes a WebP no wider than the limit of each picture, none of a PDF or a video; the lists show it', async () => {
    const wide = await picture('png', 1600, 900);
    const photo = await picture('jpeg', 300, 200);
    const review = await createReview(idOf(clientA), [wide, pdf, photo, mp4]);
    const [png, doc, jpeg, video] = await storedFiles(review);

    expect(png?.thumbnail).toMatch(new RegExp(`^reviews/${review.id}/[^/]+\\.thumb\\.webp$`));
    expect(jpeg?.thumbnail).toMatch(/\.thumb\.webp$/);
    expect(doc?.thumbnail).toBeNull();
    expect(video?.thumbnail).toBeNull();

    const res = await clientA.get(thumbnailPath(review.id, png?.id ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const thumbnail = Buffer.from(await res.arrayBuffer());
    const made = await sharp(thumbnail).metadata();
    expect(made.format).toBe('webp');
    expect(made.width).toBe(THUMBNAIL_MAX_SIZE);
    expect(made.height).toBe(270); // 1600 × 900 kept its shape
    expect(thumbnail.length).toBeLessThan(wide.bytes.length);

    // A picture smaller than the limit is not enlarged.
    const small = await sharp(
      Buffer.from(await (await clientA.get(thumbnailPath(review.id, jpeg?.id ?? ''))).arrayBuffer()),
    ).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 300, 200]);

    for (const none of [doc, video]) {
      const missing = await clientA.get(thumbnailPath(review.id, none?.id ?? ''));
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toBe(reviewMessages.fileNotFound);
    }

    // The cover in every list is the first picture's thumbnail.
    const cover = thumbnailPath(review.id, png?.id ?? '');
    const clientList: ClientReviewList = await (await clientA.get('/api/reviews')).json();
    expect(clientList.reviews.find((r) => r.id === review.id)?.coverUrl).toBe(cover);
    const staffList: StaffReviewList = await (await admin.get('/api/admin/reviews')).json();
    expect(staffList.reviews.find((r) => r.id === review.id)?.coverUrl).toBe(cover);
    const tab: StaffReviewList = await (
      await managerA.get(`/api/admin/reviews?clientId=${idOf(clientA)}&state=all`)
    ).json();
    expect(tab.reviews.find((r) => r.id === review.id)?.coverUrl).toBe(cover);
  });

  it("keeps no metadata, turns a photo by its orientation, and takes a GIF's first frame", async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const red = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const review = await createReview(idOf(clientA), [
      { name: 'phone.jpg', bytes: sideways, type: 'image/jpeg' },
      { name: 'loop.gif', bytes: animated, type: 'image/gif' },
    ]);
    const [photo, gif] = await storedFiles(review);

    const turned = Buffer.from(
      await (await admin.get(thumbnailPath(review.id, photo?.id ?? ''))).arrayBuffer(),
    );
    const turnedMeta = await sharp(turned).metadata();
    expect([turnedMeta.width, turnedMeta.height]).toEqual([200, 400]);
    expect(turnedMeta.exif).toBeUndefined();
    expect(turnedMeta.orientation).toBeUndefined();

    const frame = Buffer.from(await (await admin.get(thumbnailPath(review.id, gif?.id ?? ''))).arrayBuffer());
    const frameMeta = await sharp(frame).metadata();
    expect([frameMeta.format, frameMeta.width, frameMeta.height, frameMeta.pages ?? 1]).toEqual([
      'webp',
      120,
      60,
      1,
    ]);
    const { data } = await sharp(frame).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it('stores a pixel flood as a review file without a thumbnail; the list then has no cover', async () => {
    // Decodable, but over the limit: 8000 × 7000 pixels (56 MP) in about 50 KB.
    const dense = pixelFlood(8000, 7000, 7000);
    expect(8000 * 7000).toBeGreaterThan(THUMBNAIL_MAX_INPUT_PIXELS);
    expect(dense.bytes.length).toBeLessThan(100 * 1024);
    const decoded = await sharp(dense.bytes, { limitInputPixels: false }).metadata();
    expect([decoded.width, decoded.height]).toEqual([8000, 7000]);
    // A header declaring 30000 × 30000 (900 MP) over a few bytes of pixels.
    const huge = pixelFlood(30000, 30000, 1);
    const fine = await picture('webp', 640, 480);

    const review = await createReview(idOf(clientA), [dense, huge, fine]);
    expect(review.versions[0]?.files.map((f) => [f.fileName, f.kind])).toEqual([
      ['flood.png', 'image'],
      ['flood.png', 'image'],
      ['art.webp', 'image'],
    ]);
    const [first, second, third] = await storedFiles(review);
    expect(first?.thumbnail).toBeNull();
    expect(second?.thumbnail).toBeNull();
    expect(third?.thumbnail).not.toBeNull();
    expect(filesOnDisk(review.id)).toHaveLength(4); // three files and one thumbnail

    // The file itself is served as it was sent; it has no thumbnail.
    const original = await clientA.get(review.versions[0]?.files[0]?.downloadUrl ?? '');
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(dense.bytes)).toBe(true);
    expect((await clientA.get(thumbnailPath(review.id, first?.id ?? ''))).status).toBe(404);
    expect((await clientA.get(thumbnailPath(review.id, second?.id ?? ''))).status).toBe(404);
    expect((await clientA.get(thumbnailPath(review.id, third?.id ?? ''))).status).toBe(200);

    // The first picture has no thumbnail: no cover, even though a later one has.
    const list: ClientReviewList = await (await clientA.get('/api/reviews')).json();
    expect(list.reviews.find((r) => r.id === review.id)?.coverUrl).toBeNull();
  });

  it('serves a thumbnail only to those who may open the file', async () => {
    const review = await createReview(idOf(clientA), [await picture('png', 800, 600)]);
    const [file] = await storedFiles(review);
    const path = thumbnailPath(review.id, file?.id ?? '');
    for (const allowed of [clientA, teammate, admin, managerA]) {
      expect((await allowed.get(path)).status).toBe(200);
    }
    for (const outsider of [clientB, managerB]) {
      const res = await outsider.get(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(reviewMessages.fileNotFound);
    }
    expect((await t.anonymous.get(path)).status).toBe(401);
    // A file id of another review is not found under this one.
    const other = await createReview(idOf(clientA), [await picture('png', 100, 100)]);
    const [otherFile] = await storedFiles(other);
    expect((await clientA.get(thumbnailPath(review.id, otherFile?.id ?? ''))).status).toBe(404);
    // A byte range is answered like any stored file's.
    const ranged = await clientA.request('GET', path, undefined, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).toString('latin1')).toBe('RIFF');
  });

  it('removes the thumbnails with the files when the version is refused in its transaction', async () => {
    const review = await createReview(idOf(clientA), [await picture('png', 500, 500)]);
    const before = filesOnDisk(review.id);
    expect(before.filter((name) => name.endsWith('.thumb.webp'))).toHaveLength(1);

    // An unknown thread is found out in the transaction, after the files and thumbnails are stored.
    const refused = await admin.request('POST', `/api/admin/reviews/${review.id}/versions`, undefined, {
      body: form({ note: 'Bigger logo', addressed: crypto.randomUUID() }, [
        await picture('png', 900, 900),
        await picture('jpeg', 700, 300),
      ]),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(reviewMessages.addressedUnknown);
    expect(filesOnDisk(review.id)).toEqual(before);

    const sent = await admin.request('POST', `/api/admin/reviews/${review.id}/versions`, undefined, {
      body: form({ note: 'Bigger logo' }, [await picture('jpeg', 700, 300)]),
    });
    expect(sent.status).toBe(201);
    const [v2] = await storedFiles(await sent.json(), 1);
    expect(v2?.thumbnail).toMatch(/\.thumb\.webp$/);
    const list: ClientReviewList = await (await clientA.get('/api/reviews')).json();
    expect(list.reviews.find((r) => r.id === review.id)?.coverUrl).toBe(
      thumbnailPath(review.id, v2?.id ?? ''),
    );
  });

  it('the start-up sweep keeps thumbnails a row names and removes one none does', async () => {
    const review = await createReview(idOf(clientA), [await picture('png', 300, 300)]);
    const [file] = await storedFiles(review);
    const orphan = `reviews/${review.id}/1-orphan.thumb.webp`;
    await t.deps.storage.put(orphan, Readable.from([Buffer.from('RIFF')]), { contentType: 'image/webp' });

    const removed = await sweepDiskStorage({ root, db: t.db, exclusive: true, log: () => {} });

    expect(removed).toContain(orphan);
    expect(removed).not.toContain(file?.thumbnail);
    expect(await t.deps.storage.get(file?.thumbnail ?? '')).not.toBeNull();
    expect((await clientA.get(thumbnailPath(review.id, file?.id ?? ''))).status).toBe(200);
  });

  it('deleting the client removes its thumbnails from storage', async () => {
    const doomed = await createClient(t.db, { profile: { companyName: 'Thumbs Co', contactPerson: 'Tess' } });
    const review = await createReview(doomed.id, [await picture('png', 640, 640), pdf]);
    const [file] = await storedFiles(review);
    const thumbnail = file?.thumbnail ?? '';
    expect(existsSync(join(root, thumbnail))).toBe(true);

    const res = await admin.request('DELETE', `/api/admin/clients/${doomed.id}`, {
      confirmation: 'Thumbs Co',
    });
    expect(res.status).toBe(200);
    expect(existsSync(join(root, thumbnail))).toBe(false);
    expect(existsSync(join(root, file?.key ?? ''))).toBe(false);
    expect(filesOnDisk(review.id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(reviewFiles)
        .where(eq(reviewFiles.id, file?.id ?? '')),
    ).toEqual([]);
  });
});
