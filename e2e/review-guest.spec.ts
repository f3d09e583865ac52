import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Review } from '../src/shared/contracts/reviews';
import { reviewDecisionDoneLabels, reviewMessages } from '../src/shared/domain/reviews';
import { expect, test } from './fixtures';
import { pngOf, signedIn } from './review-samples';
import { expectAccessible, expectToast, linkFromOutbox } from './support';

// Guest reviewers (the review issue): staff invite someone outside the portal to one review by email; the
// link opens in a fresh browser only after a one-time code sent to that address is typed; the guest sees
// the review and nothing else, comments and approves; a second browser with the same link gets no further
// than the code; staff remove the guest and the guest's page says the link is no longer valid. Shots of
// the confirm step and the guest's review at 1280 and 375 px.

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const company = 'Northwind Coffee Roasters';
const person = 'Dana Whitfield';

/** A 480×300 picture: a pale backdrop, a dark band and an orange block. */
const picture = () =>
  pngOf(480, 300, (x, y) => {
    if (y >= 30 && y < 70) return [30, 41, 59];
    if (x >= 60 && x < 260 && y >= 110 && y < 250) return [217, 119, 6];
    return [236, 242, 250];
  });

/** A multipart write: the cross-site guard wants a form to come from the portal's own pages. */
const fromPortal = (page: Page) => ({ Origin: new URL(page.url()).origin });

type OutboxEmail = { to: string; subject: string; text: string; createdAt: string };

/** The newest one-time code mailed to `to` (its subject ends with it), newer than `other` if given. */
async function codeFromOutbox(admin: APIRequestContext, to: string, other?: string) {
  let code: string | undefined;
  await expect(async () => {
    const response = await admin.get('/api/dev/outbox');
    expect(response.ok()).toBe(true);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    const codes = emails
      .filter((email) => email.to === to && /code/i.test(email.subject))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .flatMap((email) => email.subject.match(/\b\d{6}\b/) ?? []);
    code = codes[0];
    expect(code).toBeTruthy();
    if (other) expect(code).not.toBe(other);
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}

async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(phone.width);
}

/** A browser of its own, signed in to nothing: what a guest opening the email's link has. */
async function freshPage(browser: Browser) {
  return (await browser.newContext({ viewport: desktop })).newPage();
}

test('a guest confirms a code, reviews, comments and approves; a forwarded link gets nowhere; removal ends the link', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const title = `Store window poster ${stamp}`;
  const guestName = 'Jordan Reyes';
  const guestEmail = `jordan-${stamp}@example.com`;
  const commentBody = `The orange reads well from across the street (${stamp})`;

  // The admin makes a review of one picture for the demo client's person; everyone must approve.
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
      brief: 'The poster for the shop window. The owner’s landlord wants a say too.',
      rule: 'all',
      reviewerIds: reviewer,
      file: { name: 'poster.png', mimeType: 'image/png', buffer: picture() },
    },
  });
  expect(created.status()).toBe(201);
  const review = (await created.json()) as Review;

  // On the staff's page, the Guests card: nobody yet. The form checks its fields, then refuses one of the
  // client's own people (they are named as reviewers instead), then invites the guest.
  await admin.goto(`/admin/reviews/${review.id}`);
  await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const guestsCard = admin.getByRole('region', { name: 'Guests' });
  await expect(guestsCard).toContainText('No guests invited yet.');
  await guestsCard.getByRole('button', { name: 'Invite a guest' }).click();
  const form = admin.getByRole('form', { name: 'Invite a guest' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form).toContainText(reviewMessages.guestNameRequired);
  await expect(form).toContainText(reviewMessages.guestEmailInvalid);
  await form.getByLabel('Name').fill('Dana W');
  await form.getByLabel('Email').fill('client@agency-portal.local');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form).toContainText(reviewMessages.guestIsMember);
  await form.getByLabel('Name').fill(guestName);
  await form.getByLabel('Email').fill(guestEmail.toUpperCase());
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(admin, reviewMessages.guestInvited(guestEmail));
  await expect(form).toBeHidden();
  const guestRow = guestsCard.getByRole('listitem').filter({ hasText: guestEmail });
  await expect(guestRow).toContainText(guestName);
  await expect(guestRow).toContainText('Invited');
  await expect(guestRow).toContainText('Invited by');
  // The same address twice is refused under the field.
  await guestsCard.getByRole('button', { name: 'Invite a guest' }).click();
  await form.getByLabel('Name').fill(guestName);
  await form.getByLabel('Email').fill(guestEmail);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form).toContainText(reviewMessages.guestAlreadyInvited);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expectAccessible(admin);
  await shoot(admin, 'review-guest-staff-invited-1280.png');

  // The guest opens the email's link in a browser of their own: who it is for, and a code to ask for.
  const link = await linkFromOutbox(admin.request, guestEmail, '/review/');
  const token = new URL(link).pathname.split('/').pop() as string;
  const guest = await freshPage(browser);
  const opened = await guest.goto(new URL(link).pathname);
  expect(opened?.status()).toBe(200);
  await expect(guest.getByRole('heading', { name: `Hi ${guestName}`, level: 1 })).toBeVisible();
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(guest.getByText(title)).toHaveCount(0);
  expect((await guest.request.get(`/api/guest-reviews/${token}/review`)).status()).toBe(401);
  await expectAccessible(guest);
  await shoot(guest, 'review-guest-confirm-start-1280.png');
  await guest.getByRole('button', { name: 'Send code' }).click();
  const codeBox = guest.getByRole('textbox', { name: 'Code from the email' });
  await expect(codeBox).toBeVisible();
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(guest.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  const code = await codeFromOutbox(admin.request, guestEmail);

  // A wrong code is refused where it was typed; the right one opens the review.
  await codeBox.fill('12ab');
  await guest.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(guest.getByText(reviewMessages.guestCodeInvalid)).toBeVisible();
  await codeBox.fill(wrongCode(code));
  await guest.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(guest.getByText(reviewMessages.guestCodeWrong)).toBeVisible();
  await expect(codeBox).toBeFocused();
  await shoot(guest, 'review-guest-confirm-1280.png');
  await guest.setViewportSize(phone);
  await expectNoHorizontalOverflow(guest);
  await shoot(guest, 'review-guest-confirm-375.png');
  await guest.setViewportSize(desktop);
  await codeBox.fill(code);
  await guest.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByText(`Reviewing as ${guestName}`)).toBeVisible();
  const viewer = guest.getByRole('region', { name: 'Files in this version' });
  const shown = viewer.getByRole('img', { name: 'poster.png' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  // The review and nothing else: no way into a dashboard, no staff controls.
  await expect(guest.locator('a[href^="/admin"], a[href^="/dashboard"]')).toHaveCount(0);
  await expect(
    guest.getByRole('button', { name: /Send new version|Nudge reviewers|Invite a guest/ }),
  ).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Guests' })).toHaveCount(0);

  // The guest comments and approves.
  await guest.getByRole('textbox', { name: 'Add a comment' }).fill(commentBody);
  await guest.getByRole('button', { name: 'Post comment' }).click();
  const thread = guest
    .getByRole('list', { name: 'Comments', exact: true })
    .getByRole('listitem')
    .filter({ hasText: commentBody });
  await expect(thread).toContainText('You');
  await expect(thread).toContainText('Guest');
  await expect(thread.getByRole('button', { name: /^(Resolve|Reopen)$/ })).toHaveCount(0);
  await guest.getByRole('radio', { name: 'Approve', exact: true }).check();
  await guest.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(guest, reviewMessages.decided(reviewDecisionDoneLabels.approved));
  await expectAccessible(guest);
  await shoot(guest, 'review-guest-review-1280.png');
  await guest.setViewportSize(phone);
  await expectNoHorizontalOverflow(guest);
  await shoot(guest, 'review-guest-review-375.png');
  await guest.setViewportSize(desktop);

  // The link forwarded to someone else: their browser gets no further than the code, which went to the
  // guest's address; a code typed at random is refused, and the API answers nothing of the review.
  const other = await freshPage(browser);
  await other.goto(new URL(link).pathname);
  await expect(other.getByRole('heading', { name: `Hi ${guestName}`, level: 1 })).toBeVisible();
  await other.getByRole('button', { name: 'Send code' }).click();
  const otherBox = other.getByRole('textbox', { name: 'Code from the email' });
  await expect(otherBox).toBeVisible();
  await otherBox.fill(wrongCode(code));
  await other.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(other.getByText(reviewMessages.guestCodeWrong)).toBeVisible();
  await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await other.request.get(`/api/guest-reviews/${token}/review`)).status()).toBe(401);
  expect(
    (
      await other.request.post(`/api/guest-reviews/${token}/comments`, { data: { body: 'Not mine to say' } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await other.request.post(`/api/guest-reviews/${token}/decision`, { data: { decision: 'approved' } })
    ).status(),
  ).toBe(401);

  // Staff see the guest confirmed, with their decision, marked Guest among the reviewers and comments.
  await admin.reload();
  await expect(guestRow).toContainText('Confirmed');
  await expect(guestRow).toContainText('Approved');
  await expect(admin.getByRole('listitem').filter({ hasText: commentBody }).first()).toContainText('Guest');
  // The record names the guest: who invited them, and when they confirmed.
  await admin.evaluate(() => {
    window.print = () => undefined;
  });
  await admin.getByRole('button', { name: /Decision history|Approval record/ }).click();
  const record = admin.getByRole('dialog');
  await expect(record).toContainText(`${guestName} (${guestEmail}): invited by`);
  await expect(record).toContainText('confirmed on');
  await record.getByRole('button', { name: 'Close' }).click();

  // Staff remove the guest, after confirming: the guest's page, read again every 15 s, says the link no
  // longer works, and so does any other browser.
  await guestRow.getByRole('button', { name: `Remove ${guestName}` }).click();
  const ask = admin.getByRole('alertdialog', { name: `Remove ${guestName}?` });
  await expect(ask).toContainText(guestEmail);
  await ask.getByRole('button', { name: 'Remove guest' }).click();
  await expectToast(admin, reviewMessages.guestRemoved(guestName));
  await expect(guestRow).toContainText('Removed');
  await expect(guestRow.getByRole('button', { name: `Remove ${guestName}` })).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: reviewMessages.guestLinkInvalid })).toBeVisible({
    timeout: 25_000,
  });
  await expect(guest.getByText(reviewMessages.guestLinkInvalidHint)).toBeVisible();
  await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);
  await shoot(guest, 'review-guest-invalid-1280.png');
  await other.reload();
  await expect(other.getByRole('heading', { name: reviewMessages.guestLinkInvalid })).toBeVisible();
  expect((await guest.request.get(`/api/guest-reviews/${token}/review`)).status()).toBe(404);
});
