import type { Page } from '@playwright/test';
import { DEFAULT_AGENCY_TIME_ZONE, timeZoneMessages } from '../src/shared/domain/time-zones';
import { expect, test } from './fixtures';
import { expectAccessible as expectAccessibleNow, expectToast, newClient, signIn } from './support';

// Time zones: an admin sets the agency's in Settings, System; a client sees it named as its default on
// Settings, Notifications, and chooses its own. Both survive a reload.

const SHOTS = '/tmp/shots-time-zones';
const phone = { width: 375, height: 812 };

/** A pointer resting on a toast keeps it open: move it away, then check the page. */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessibleNow(page);
}

async function shoot(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

async function openSystemTab(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'System' }).click();
}

/** Counts the saves of the client's profile the page sends from now on. */
function countProfileSaves(page: Page) {
  const count = { saves: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/profile') count.saves += 1;
  });
  return count;
}

test("an admin sets the agency's time zone; a client sees it as its default and chooses its own", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  try {
    // Admin, System: the agency's zone starts at the default; a choice is saved and kept.
    await openSystemTab(page);
    const agencyZone = page.getByLabel(timeZoneMessages.agencyLabel, { exact: true });
    await expect(agencyZone).toHaveValue(DEFAULT_AGENCY_TIME_ZONE);
    await expect(agencyZone).toHaveAccessibleDescription(timeZoneMessages.agencyHint);
    await agencyZone.selectOption('Europe/Berlin');
    await expectToast(page, timeZoneMessages.saved);
    await page.reload();
    await page.getByRole('tab', { name: 'System' }).click();
    await expect(page.getByLabel(timeZoneMessages.agencyLabel, { exact: true })).toHaveValue('Europe/Berlin');
    await expectAccessible(page);
    await shoot(page, 'admin-system');

    // Client, Notifications: its default option names the agency's zone.
    const client = await newClient(browser, page, { name: 'Zone' });
    const settings = client.page;
    await settings.goto('/dashboard/settings?tab=notifications');
    const ownZone = settings.getByLabel(timeZoneMessages.clientLabel, { exact: true });
    await expect(ownZone).toHaveValue('');
    await expect(ownZone.locator('option').first()).toHaveText(
      timeZoneMessages.clientDefault('Europe/Berlin'),
    );
    await expect(ownZone).toHaveAccessibleDescription(timeZoneMessages.clientHint);

    // A choice of its own is saved and kept.
    await ownZone.selectOption('America/New_York');
    await expectToast(settings, timeZoneMessages.saved);
    await settings.reload();
    await expect(settings.getByLabel(timeZoneMessages.clientLabel, { exact: true })).toHaveValue(
      'America/New_York',
    );
    await expectAccessible(settings);
    await shoot(settings, 'client-notifications');

    // By keyboard: the arrow keys pass through several zones, and only the one they stop at is saved.
    const saves = countProfileSaves(settings);
    await ownZone.focus();
    for (let step = 0; step < 3; step += 1) await settings.keyboard.press('ArrowDown');
    const reached = await ownZone.inputValue();
    expect(reached).not.toBe('America/New_York');
    await expectToast(settings, timeZoneMessages.saved);
    expect(saves.saves).toBe(1);

    // Back to the agency's zone: the first option, saved as following the agency.
    const answered = settings.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/profile'),
    );
    await ownZone.selectOption('');
    expect((await answered).ok()).toBe(true);
    expect(saves.saves).toBe(2);
    await settings.reload();
    await expect(settings.getByLabel(timeZoneMessages.clientLabel, { exact: true })).toHaveValue('');
    await shoot(settings, 'client-notifications-default');
    await client.context.close();
  } finally {
    // The journeys that follow share this server: leave the agency's zone as the seed had it.
    const restored = await page.request.patch('/api/admin/agency/settings', {
      data: { timeZone: DEFAULT_AGENCY_TIME_ZONE },
    });
    expect(restored.ok()).toBe(true);
  }
});
