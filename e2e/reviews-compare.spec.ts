import type { Locator, Page } from '@playwright/test';
import type { Review } from '../src/shared/contracts/reviews';
import { expect, test } from './fixtures';
import { pngOf, signedIn } from './review-samples';
import { expectAccessible, expectToast } from './support';

// The review page's comparison, record and nudge (decision 045's next steps): a review of a picture gets a
// pinned comment and "changes requested" from the demo client's person; version 2, another picture, comes
// from the admin, who nudges the reviewer and compares the two versions side by side, zoom and scroll in
// step; once the client approves, the approval record lists both versions and every decision, on screen
// and as printed. Shots at 1280 and 375 px.

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const company = 'Northwind Coffee Roasters';
const person = 'Dana Whitfield';
const WIDTH = 960;
const HEIGHT = 600;

/** A 960×600 picture: a backdrop, a dark band and a block of `block`'s colour at `blockX`. */
function makePng(block: [number, number, number], blockX: number) {
  return pngOf(WIDTH, HEIGHT, (x, y) => {
    if (y >= 60 && y < 140) return [30, 41, 59];
    if (x >= blockX && x < blockX + 320 && y >= 220 && y < 520) return block;
    return [236, 242, 250];
  });
}

/** A multipart write: the cross-site guard wants a form to come from the portal's own pages. */
const fromPortal = (page: Page) => ({ Origin: new URL(page.url()).origin });

const side = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const zoomLevel = (region: Locator) => region.locator('span[aria-live="polite"]');
const frame = (region: Locator) => region.locator('.overflow-auto');

async function expectImageShown(region: Locator, name: string) {
  const image = region.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(WIDTH);
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}

/** The whole record as it shows on screen: the window made as tall as the record, for the shot. */
async function shootRecord(page: Page, record: Locator, name: string) {
  const viewport = page.viewportSize() ?? desktop;
  await page.mouse.move(0, 0);
  const height = await record.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: `${SHOTS}/${name}` });
  await page.setViewportSize(viewport);
}

/** The page fits the phone once its layout settles: a viewer measures its frame after the resize. */
async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(phone.width);
}

test('staff compare version 2 beside version 1 in step, nudge the reviewer, and print the approval record', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const title = `Autumn menu board ${stamp}`;
  const commentBody = `Move the orange block right (${stamp})`;
  const changesNote = 'Move the block and make it teal.';

  // The admin makes the review of one picture for the demo client's person.
  const admin = await signedIn(browser, 'admin');
  const { clients } = (await (
    await admin.request.get(`/api/admin/clients?q=${encodeURIComponent('Northwind Coffee')}`)
  ).json()) as { clients: { id: string; companyName: string | null }[] };
  const clientId = clients.find((one) => one.companyName === company)?.id as string;
  const { people } = (await (
    await admin.request.get(`/api/admin/clients/${clientId}/review-candidates`)
  ).json()) as { people: { id: string; name: string }[] };
  const reviewer = people.find((one) => one.name === person)?.id as string;
  const created = await admin.request.post(`/api/admin/clients/${clientId}/reviews`, {
    headers: fromPortal(admin),
    multipart: {
      title,
      brief: 'The menu board for the autumn blends.',
      rule: 'any',
      reviewerIds: reviewer,
      file: { name: 'menu.png', mimeType: 'image/png', buffer: makePng([217, 119, 6], 120) },
    },
  });
  expect(created.status()).toBe(201);
  const review = (await created.json()) as Review;
  const fileId = review.versions[0]?.files[0]?.id as string;

  // The client pins a comment on it and requests changes.
  const client = await signedIn(browser, 'client');
  const commented = await client.request.post(`/api/reviews/${review.id}/comments`, {
    data: { body: commentBody, anchor: { kind: 'point', fileId, x: 0.3, y: 0.6 } },
  });
  expect(commented.status()).toBe(201);
  const commentId = ((await commented.json()) as { id: string }).id;
  const decided = await client.request.post(`/api/reviews/${review.id}/decision`, {
    data: { decision: 'changes_requested', note: changesNote },
  });
  expect(decided.status()).toBe(200);

  // Version 2, another picture, addresses the comment.
  const sent = await admin.request.post(`/api/admin/reviews/${review.id}/versions`, {
    headers: fromPortal(admin),
    multipart: {
      note: 'The block moved right and is teal now.',
      addressed: commentId,
      file: { name: 'menu-v2.png', mimeType: 'image/png', buffer: makePng([14, 116, 144], 520) },
    },
  });
  expect(sent.status()).toBe(201);

  // On the staff's page: the reviewer has yet to decide on version 2, so staff may nudge them.
  await admin.goto(`/admin/reviews/${review.id}`);
  await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(admin.getByText('1 reviewer has yet to decide.')).toBeVisible();
  await admin.getByRole('button', { name: 'Nudge reviewers' }).click();
  await expectToast(admin, 'Reminder sent to 1 reviewer');
  // Within the hour a second nudge is refused, in the server's words.
  await admin.getByRole('button', { name: 'Nudge reviewers' }).click();
  await expectToast(admin, 'The reviewers were reminded less than an hour ago');
  await expect(admin.getByRole('button', { name: 'Decision history' })).toBeVisible();
  await shoot(admin, 'review-compare-before-1280.png');

  // Compare: version 1 (with its pin) beside version 2, side by side.
  await admin.getByRole('button', { name: 'Compare' }).click();
  await expect(admin).toHaveURL(/\?compare=1$/);
  await expect(admin.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  const earlier = side(admin, 'Version 1');
  const latest = side(admin, 'Version 2 (latest)');
  await expectImageShown(earlier, 'menu.png');
  await expectImageShown(latest, 'menu-v2.png');
  await expect(earlier.getByRole('button', { name: 'Pin 1: open its comment' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Files in this version' })).toBeHidden();
  const [left, right] = [await earlier.boundingBox(), await latest.boundingBox()];
  expect(left && right && Math.abs(left.y - right.y) < 1 && left.x + left.width <= right.x).toBe(true);

  // Zooming one side zooms the other; scrolling one scrolls the other.
  const fitLevel = await zoomLevel(latest).textContent();
  await expect(zoomLevel(earlier)).toHaveText(fitLevel ?? '');
  await latest.getByRole('button', { name: 'Zoom in' }).click();
  await latest.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLevel(latest)).not.toHaveText(fitLevel ?? '');
  const zoomed = await zoomLevel(latest).textContent();
  await expect(zoomLevel(earlier)).toHaveText(zoomed ?? '');
  await earlier.getByRole('button', { name: '100%' }).click();
  await expect(zoomLevel(latest)).toHaveText('100%');
  await expect(zoomLevel(earlier)).toHaveText('100%');
  await earlier.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLevel(latest)).toHaveText('125%');
  await earlier.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLevel(latest)).toHaveText('150%');
  await expect(zoomLevel(earlier)).toHaveText('150%');
  await frame(latest).evaluate((element) => element.scrollTo({ left: 200, top: 120 }));
  await expect.poll(() => frame(earlier).evaluate((element) => element.scrollLeft)).toBeGreaterThan(150);
  await expect.poll(() => frame(earlier).evaluate((element) => element.scrollTop)).toBeGreaterThan(80);
  await shoot(admin, 'review-compare-1280.png');
  await expectAccessible(admin);

  // A pin on the earlier side opens its comment; Escape goes back to the page as it was.
  await earlier.getByRole('button', { name: 'Pin 1: open its comment' }).click();
  await expect(earlier.getByRole('status').filter({ hasText: commentBody })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin).not.toHaveURL(/compare=/);
  await expect(latest).toHaveCount(0);
  await expectImageShown(admin.getByRole('region', { name: 'Files in this version' }), 'menu-v2.png');

  // On a phone the sides are stacked, and the page fits the screen.
  await admin.goto(`/admin/reviews/${review.id}?compare=1`);
  await admin.setViewportSize(phone);
  await expectImageShown(earlier, 'menu.png');
  await expectImageShown(latest, 'menu-v2.png');
  const [top, below] = [await earlier.boundingBox(), await latest.boundingBox()];
  expect(top && below && top.y + top.height <= below.y).toBe(true);
  await expectNoHorizontalOverflow(admin);
  await shoot(admin, 'review-compare-375.png');

  // The client approves version 2; the client's page then offers the approval record, and prints it.
  const approved = await client.request.post(`/api/reviews/${review.id}/decision`, {
    data: { decision: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await client.goto(`/dashboard/approvals/${review.id}`);
  await expect(client.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await client.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await client.getByRole('button', { name: 'Approval record' }).click();
  const record = client.getByRole('dialog', { name: new RegExp(`Approval record.*${title}`) });
  await expect(record).toBeVisible();
  await expect.poll(() => client.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(record).toContainText(company);
  await expect(record).toContainText('Any one reviewer decides');
  const versions = record.getByRole('listitem').filter({ has: client.getByRole('heading', { level: 3 }) });
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 1');
  await expect(versions.nth(0)).toContainText('menu.png');
  await expect(versions.nth(0)).toContainText(`${person}: Changes requested`);
  await expect(versions.nth(0)).toContainText(changesNote);
  await expect(versions.nth(1)).toContainText('Version 2');
  await expect(versions.nth(1)).toContainText('menu-v2.png');
  await expect(versions.nth(1)).toContainText(`v1 · Pin 1 · ${person}: ${commentBody}`);
  await expect(versions.nth(1)).toContainText(`${person}: Approved`);
  await expect(record).toContainText(/Outcome\s*Approved on/);
  await shootRecord(client, record, 'review-record-1280.png');
  await expectAccessible(client);

  // Printed, the record is all there is: the app behind it is left out.
  await client.emulateMedia({ media: 'print' });
  await expect(client.locator('#root')).toBeHidden();
  await expect(record.getByRole('button', { name: 'Print' })).toBeHidden();
  await client.screenshot({ path: `${SHOTS}/review-record-print-1280.png`, fullPage: true });
  await client.emulateMedia({ media: 'screen' });

  await client.setViewportSize(phone);
  await expectNoHorizontalOverflow(client);
  await shootRecord(client, record, 'review-record-375.png');
  await record.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => client.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await client.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await expect(client.locator('#root')).not.toHaveClass(/print:hidden/);
});
