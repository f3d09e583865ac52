import type { Page } from '@playwright/test';
import type { Review } from '../src/shared/contracts/reviews';
import { reviewMessages } from '../src/shared/domain/reviews';
import { taskMessages } from '../src/shared/domain/task-messages';
import { expect, test } from './fixtures';
import { makePdf, pngOf, signedIn } from './review-samples';
import { expectAccessible, expectToast, newClient } from './support';

// Decision 045, deliverable review: the admin puts a picture in front of a new client's person from
// the client's page; the client pins a comment on it and requests changes; the admin, whose page follows
// live, sends version 2 as a PDF that addresses the comment; the client approves it and can still read
// version 1, its comment and its decision. Both sides at 1280 px, the client's page also at 375 px. The
// pinned comment carries a sketch and a PDF (the task comment rules), shown with it on both sides.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

/** A 320×200 picture: a pale backdrop with a dark band and two coloured blocks, so a pin shows on it. */
function makePng(width = 320, height = 200) {
  return pngOf(width, height, (x, y) => {
    if (y >= 24 && y < 56) return [30, 41, 59];
    if (x >= 40 && x < 150 && y >= 80 && y < 170) return [217, 119, 6];
    if (x >= 180 && x < 290 && y >= 80 && y < 170) return [14, 116, 144];
    return [236, 242, 250];
  });
}

const clientNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
/** The review page's own header: its title, state badge, due date, brief and version controls. */
const reviewHeader = (page: Page, title: string) =>
  page.locator('header').filter({ has: page.getByRole('heading', { name: title, level: 1 }) });
const viewer = (page: Page) => page.getByRole('region', { name: 'Files in this version' });
const comments = (page: Page) => page.getByRole('list', { name: 'Comments', exact: true });
const versionPicker = (page: Page) => page.getByRole('combobox', { name: 'Version', exact: true });

/** The picture shown has loaded (a broken one would show the viewer's failure instead). */
async function expectImageShown(page: Page, name: string) {
  const image = viewer(page).getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
}

/** PDF.js drew the page: its canvas is in the viewer and the page count is known. */
async function expectPdfShown(page: Page) {
  await expect(viewer(page).getByText('Page 1 of 1')).toBeVisible();
  await expect(viewer(page).locator('canvas')).toBeVisible();
  await expect(viewer(page).getByRole('alert')).toHaveCount(0);
}

/**
 * A full-page screenshot of the page as a person sees it once it settles: no toast over it (a pointer resting
 * on one keeps it open, so it is moved away first), scrolled to the top so the fixed bars sit where they do.
 */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}

async function expectNoHorizontalOverflow(page: Page) {
  // Once its layout settles: a viewer measures its frame after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(phone.width);
}

test("a review goes from the admin's picture to the client's pinned comment, a PDF version 2 and approval", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const title = `Spring launch hero ${stamp}`;
  const brief = 'The hero visual for the spring blend launch page. Check the band and the two blocks.';
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const commentBody = `Make the orange block smaller (${stamp})`;
  const changesNote = 'Please move the blocks apart and shrink the orange one.';

  // A client of its own, so the Approvals count is this journey's alone whatever ran before it on the
  // worker's server. The admin opens its page, its Reviews tab, and creates the review through the dialog.
  const admin = await signedIn(browser, 'admin');
  const fresh = await newClient(browser, admin, {
    name: 'Spring Blend Review',
    contactPerson: 'Dana Whitfield',
  });
  const client = { company: fresh.company, person: fresh.contactPerson };
  await admin.getByRole('searchbox', { name: 'Search clients' }).fill(client.company);
  await admin.getByRole('link', { name: `View Profile: ${client.company}` }).click();
  await expect(admin).toHaveURL(/\/admin\/client\/[^/]+$/);
  await admin.getByRole('tab', { name: 'Reviews' }).click();
  await admin.getByRole('button', { name: 'New review' }).click();
  const create = admin.getByRole('dialog', { name: 'New review' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Brief').fill(brief);
  await create.getByLabel('Due date').fill(due);
  await expect(create.getByRole('radio', { name: 'Any one reviewer decides' })).toBeChecked();
  await create.getByRole('checkbox', { name: new RegExp(client.person) }).check();
  await create
    .locator('input[type=file]')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: makePng() });
  await expect(create.getByRole('list', { name: '1 of 10 files' })).toContainText('hero.png');
  await create.getByRole('button', { name: 'Create review' }).click();
  await expectToast(admin, reviewMessages.created);
  await expect(create).toBeHidden();
  await expect(admin).toHaveURL(/\/admin\/reviews\/[0-9a-f-]{36}$/);
  const reviewId = admin.url().split('/').pop() as string;
  await expect(reviewHeader(admin, title)).toContainText('Awaiting review');
  await expect(reviewHeader(admin, title)).toContainText(client.company);
  await expect(reviewHeader(admin, title)).toContainText(brief);
  await expectImageShown(admin, 'hero.png');

  // The client signs in: Approvals counts the review; the list opens it.
  const clientPage = fresh.page;
  await clientPage.reload();
  const approvals = clientNav(clientPage).getByRole('link', { name: /^Approvals/ });
  await expect(approvals).toHaveAccessibleName('Approvals 1 awaiting your decision');
  await approvals.click();
  await expect(clientPage.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const card = clientPage.getByRole('article', { name: title });
  await expect(card).toContainText('Needs your decision');
  await expect(card).toContainText('Version 1');
  await card.getByRole('link', { name: title }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/dashboard/approvals/${reviewId}$`));
  await expect(reviewHeader(clientPage, title)).toContainText('Awaiting review');
  await expectImageShown(clientPage, 'hero.png');

  // A click on the picture places a pin (at 30% across, 60% down) and sends the focus to the comment.
  const picture = viewer(clientPage).getByRole('img', { name: 'hero.png' });
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  if (!box) throw new Error('The picture has no box on the page');
  await clientPage.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await expect(
    viewer(clientPage).getByRole('button', { name: 'Your new pin: arrow keys move it, Escape removes it' }),
  ).toBeVisible();
  const commentBox = clientPage.getByRole('textbox', { name: 'Add a comment' });
  await expect(commentBox).toBeFocused();
  await expect(clientPage.getByText('Marked on the file:')).toBeVisible();
  await commentBox.fill(commentBody);
  // Files go with it: one the comment rules refuse is named at once and left out; the others are listed.
  const commentForm = clientPage.locator('form').filter({ has: commentBox });
  const attach = commentForm.locator('input[type=file]');
  await attach.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(commentForm.getByRole('alert')).toContainText(`notes.txt: ${taskMessages.fileTypeRefused}`);
  await attach.setInputFiles([
    { name: 'sketch.png', mimeType: 'image/png', buffer: makePng(96, 60) },
    { name: 'brief-notes.pdf', mimeType: 'application/pdf', buffer: makePdf() },
  ]);
  const toSend = commentForm.getByRole('list', { name: 'Files to send' });
  await expect(toSend.getByRole('listitem')).toHaveCount(2);
  await expect(commentForm.getByRole('alert')).toHaveCount(0);
  await shoot(clientPage, 'reviews-comment-files-picked-1280.png');
  await clientPage.getByRole('button', { name: 'Post comment' }).click();
  const pin = viewer(clientPage).getByRole('button', { name: 'Pin 1: open its comment' });
  await expect(pin).toBeVisible();
  const thread = comments(clientPage).getByRole('listitem').filter({ hasText: commentBody });
  await expect(thread).toContainText('You');
  await expect(thread.getByRole('button', { name: 'Pin 1 (show on the file)', exact: true })).toBeVisible();
  await expect(commentBox).toHaveValue('');
  await expect(toSend).toHaveCount(0);
  // The comment shows its files: the picture as a small preview that opens it, each with a download.
  const threadFiles = thread.getByRole('list', { name: 'Attached files' });
  await expect(threadFiles.getByRole('listitem')).toHaveCount(2);
  await expect(threadFiles.getByRole('link', { name: /^sketch\.png/ })).toHaveAttribute('target', '_blank');
  await expect
    .poll(() => threadFiles.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(96);
  const downloading = clientPage.waitForEvent('download');
  await threadFiles.getByRole('button', { name: 'Download brief-notes.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('brief-notes.pdf');
  await thread.screenshot({ path: `${SHOTS}/reviews-comment-files-1280.png` });
  // The pin is kept in the picture's own terms: shares of its width and height.
  const saved = (await (await clientPage.request.get(`/api/reviews/${reviewId}`)).json()) as Review;
  const anchor = saved.comments.find((one) => one.body === commentBody)?.anchor;
  expect(anchor).toMatchObject({ kind: 'point', fileId: saved.versions[0]?.files[0]?.id });
  expect(anchor && 'x' in anchor ? anchor.x : -1).toBeCloseTo(0.3, 1);
  expect(anchor && 'y' in anchor ? anchor.y : -1).toBeCloseTo(0.6, 1);
  await shoot(clientPage, 'reviews-client-pin-1280.png');
  await expectAccessible(clientPage);

  // The admin's open page shows the comment and its pin without a reload.
  const adminThread = comments(admin).getByRole('listitem').filter({ hasText: commentBody });
  await expect(adminThread).toContainText(client.person);
  await expect(adminThread.getByRole('list', { name: 'Attached files' })).toContainText('brief-notes.pdf');
  await expect(viewer(admin).getByRole('button', { name: 'Pin 1: open its comment' })).toBeVisible();

  // The client requests changes, with the note it needs.
  await clientPage.getByRole('radio', { name: 'Request changes' }).check();
  await clientPage.getByRole('textbox', { name: 'What should change' }).fill(changesNote);
  await clientPage.getByRole('button', { name: 'Request changes' }).click();
  // No 'Your decision was saved' toast is awaited: the decision form unmounts once the saved review says
  // canDecide: false, before its mutate-level onSuccess (which shows the toast) can run.
  await expect(reviewHeader(clientPage, title)).toContainText('Changes requested');
  await expect(clientPage.getByRole('radio', { name: 'Request changes' })).toHaveCount(0);
  await expect(clientPage.getByText(reviewMessages.versionLocked)).toBeVisible();

  // Live on the admin's page too; the admin sends version 2, a PDF that addresses the pinned comment.
  await expect(reviewHeader(admin, title)).toContainText('Changes requested');
  await expect(admin.getByText(changesNote)).toBeVisible();
  await admin.getByRole('button', { name: 'Send new version' }).click();
  const send = admin.getByRole('dialog', { name: 'Send version 2' });
  await send
    .locator('input[type=file]')
    .setInputFiles({ name: 'hero-v2.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(send.getByRole('list', { name: 'Files' })).toContainText('hero-v2.pdf');
  await send
    .getByRole('textbox', { name: 'What changed' })
    .fill('Blocks moved apart; the orange one is smaller.');
  const addressed = send.getByRole('checkbox', { name: new RegExp(commentBody.replace(/[()]/g, '\\$&')) });
  await addressed.check();
  await expect(addressed).toBeChecked();
  await send.getByRole('button', { name: 'Send version 2' }).click();
  await expectToast(admin, reviewMessages.versionSent(2));
  await expect(send).toBeHidden();
  await expect(versionPicker(admin)).toHaveValue('2');
  await expect(reviewHeader(admin, title)).toContainText('Awaiting review');
  await expect(reviewHeader(admin, title)).toContainText('What changed in version 2');
  await expectPdfShown(admin);
  // The addressed comment is resolved, so it is not carried over: version 1 shows it, addressed.
  await versionPicker(admin).selectOption('1');
  await expect(admin).toHaveURL(/\?version=1$/);
  await expect(adminThread).toContainText('Addressed in version 2');
  await expect(adminThread).toContainText('Resolved by');
  await shoot(admin, 'reviews-admin-version-1-addressed-1280.png');
  await expectAccessible(admin);

  // The client's page moves to version 2 by itself: the PDF's page is drawn; the client approves it.
  await expect(versionPicker(clientPage)).toHaveValue('2');
  await expect(reviewHeader(clientPage, title)).toContainText('Awaiting review');
  await expectPdfShown(clientPage);
  await expect(clientPage.getByText('No comments on this version yet')).toBeVisible();
  await clientPage.getByRole('radio', { name: 'Approve', exact: true }).check();
  await clientPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(reviewHeader(clientPage, title)).toContainText('Approved');
  await expect(clientPage.getByText(reviewMessages.alreadyApproved)).toBeVisible();
  await expect(approvals).toHaveAccessibleName('Approvals');
  await shoot(clientPage, 'reviews-client-approved-1280.png');

  // The history: version 1, read-only, with its pin, its comment (addressed) and the decision on it.
  await versionPicker(clientPage).selectOption('1');
  await expect(
    clientPage.getByRole('status').filter({ hasText: 'You are looking at version 1 of 2' }),
  ).toBeVisible();
  await expectImageShown(clientPage, 'hero.png');
  await expect(pin).toBeVisible();
  await expect(thread).toContainText('Addressed in version 2');
  await expect(clientPage.getByRole('heading', { name: 'Decisions on version 1' })).toBeVisible();
  await expect(clientPage.getByText(changesNote)).toBeVisible();
  await expect(reviewHeader(clientPage, title)).toContainText('Approved');
  await shoot(clientPage, 'reviews-client-history-1280.png');

  // The admin's page hears of the approval.
  await versionPicker(admin).selectOption('2');
  await expect(reviewHeader(admin, title)).toContainText('Approved');
  await expect(admin.getByRole('button', { name: 'Send new version' })).toHaveCount(0);

  // At 375 px the client's page fits the screen, the picture and its pin included.
  await clientPage.setViewportSize(phone);
  await expectImageShown(clientPage, 'hero.png');
  await expect(pin).toBeVisible();
  await expectNoHorizontalOverflow(clientPage);
  await shoot(clientPage, 'reviews-client-history-375.png');
  await thread.scrollIntoViewIfNeeded();
  await expect(thread.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(2);
  await thread.screenshot({ path: `${SHOTS}/reviews-comment-files-375.png` });
  await expectAccessible(clientPage);
  await versionPicker(clientPage).selectOption('2');
  await expectPdfShown(clientPage);
  await expectNoHorizontalOverflow(clientPage);
  await shoot(clientPage, 'reviews-client-approved-375.png');
});
