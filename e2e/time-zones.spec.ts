import type { Locator, Page } from '@playwright/test';
import { DEFAULT_AGENCY_TIME_ZONE, timeZoneMessages } from '../src/shared/domain/time-zones';
import { expect, test } from './fixtures';
import { expectAccessible as expectAccessibleNow, expectToast, newClient, signIn } from './support';

// Time zones: an admin sets the agency's in Settings, System; a client sees it named as its default on
// Settings, Notifications, and chooses its own. Both survive a reload. Each is a searchable picker: typing
// a city finds its zone, each zone shows its offset, and the browser's own zone (Tokyo here) comes first.

/** The zone the journeys' browsers are in. */
const deviceZone = 'Asia/Tokyo';
test.use({ timezoneId: deviceZone });

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

const zonePicker = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const zoneList = (page: Page) => page.getByRole('listbox', { name: 'Time zones' });
/** A zone's option, named by its city, its zone and its offset now ('Berlin Europe/Berlin GMT+01:00'). */
const zoneOption = (page: Page, zone: string) =>
  zoneList(page).getByRole('option', {
    name: new RegExp(`(^| )${zone.replace('/', '\\/')} GMT[+-]\\d\\d:\\d\\d$`),
  });
/** The zone an option names, as its tooltip shows it whole. */
const zoneOf = (option: Locator) => option.locator('[title]').getAttribute('title');

test("an admin sets the agency's time zone; a client sees it as its default and chooses its own", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  try {
    // Admin, System: the agency's zone starts at the default; the browser's own zone is offered first.
    await openSystemTab(page);
    const agencyZone = zonePicker(page, timeZoneMessages.agencyLabel);
    await expect(agencyZone).toHaveValue(DEFAULT_AGENCY_TIME_ZONE);
    await expect(agencyZone).toHaveAccessibleDescription(timeZoneMessages.agencyHint);
    await agencyZone.click();
    await expect(zoneList(page).getByRole('option').first()).toHaveAccessibleName(
      'Tokyo This device Asia/Tokyo GMT+09:00',
    );
    await expect(zoneOption(page, 'UTC')).toHaveAccessibleName('UTC GMT+00:00');

    // Typing a city finds its zone, shown with its offset; picking it saves it, and it is kept.
    await agencyZone.fill('Berlin');
    await expect(zoneList(page).getByRole('option')).toHaveCount(1);
    await expect(zoneOption(page, 'Europe/Berlin')).toContainText(/GMT\+0[12]:00/);
    await expectAccessible(page);
    await shoot(page, 'admin-system-search');
    await zoneOption(page, 'Europe/Berlin').click();
    await expect(zoneList(page)).toBeHidden();
    await expect(agencyZone).toHaveValue('Europe/Berlin');
    await expectToast(page, timeZoneMessages.saved);
    await page.reload();
    await page.getByRole('tab', { name: 'System' }).click();
    await expect(zonePicker(page, timeZoneMessages.agencyLabel)).toHaveValue('Europe/Berlin');
    await expectAccessible(page);
    await shoot(page, 'admin-system');

    // Client, Notifications: following the agency's zone, named in the first option; the browser's own
    // zone follows it.
    const client = await newClient(browser, page, { name: 'Zone' });
    const settings = client.page;
    await settings.goto('/dashboard/settings?tab=notifications');
    const ownZone = zonePicker(settings, timeZoneMessages.clientLabel);
    const agencyDefault = timeZoneMessages.clientDefault('Europe/Berlin');
    await expect(ownZone).toHaveValue(agencyDefault);
    await expect(ownZone).toHaveAccessibleDescription(timeZoneMessages.clientHint);
    await ownZone.click();
    const options = zoneList(settings).getByRole('option');
    await expect(options.nth(0)).toHaveAccessibleName(
      `${agencyDefault} ${timeZoneMessages.clientDefaultHint}`,
    );
    await expect(options.nth(1)).toHaveAccessibleName('Tokyo This device Asia/Tokyo GMT+09:00');

    // A choice of its own, found by a city's name with its space and picked by keyboard, is saved once.
    const saves = countProfileSaves(settings);
    await ownZone.fill('New York');
    await expect(options).toHaveCount(1);
    await ownZone.press('ArrowDown');
    await expect(ownZone).toHaveAttribute('aria-activedescendant', /.+/);
    await ownZone.press('Enter');
    await expect(ownZone).toHaveValue('America/New_York');
    await expectToast(settings, timeZoneMessages.saved);
    expect(saves.saves).toBe(1);
    await settings.reload();
    await expect(ownZone).toHaveValue('America/New_York');
    await expectAccessible(settings);
    await shoot(settings, 'client-notifications');

    // By keyboard: the arrow keys pass through several zones, and only the one Enter picks is saved;
    // Escape leaves the choice as it was.
    await ownZone.focus();
    await ownZone.press('ArrowDown');
    for (let step = 0; step < 3; step += 1) await ownZone.press('ArrowDown');
    await ownZone.press('Escape');
    await expect(zoneList(settings)).toBeHidden();
    await expect(ownZone).toHaveValue('America/New_York');
    await ownZone.press('ArrowDown');
    for (let step = 0; step < 3; step += 1) await ownZone.press('ArrowDown');
    const activeId = await ownZone.getAttribute('aria-activedescendant');
    const reached = await zoneOf(settings.locator(`[id="${activeId}"]`));
    expect(reached).toBeTruthy();
    expect(reached).not.toBe('America/New_York');
    await ownZone.press('Enter');
    await expect(ownZone).toHaveValue(reached as string);
    await expectToast(settings, timeZoneMessages.saved);
    expect(saves.saves).toBe(2);

    // Back to the agency's zone, on a phone: the list fits the screen; the first option is saved as
    // following the agency.
    await settings.setViewportSize(phone);
    const answered = settings.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/profile'),
    );
    await ownZone.click();
    await expect(zoneList(settings)).toBeInViewport({ ratio: 1 });
    await settings.screenshot({ path: `${SHOTS}/client-picker-open-375.png` });
    await options.filter({ hasText: 'Agency default' }).click();
    expect((await answered).ok()).toBe(true);
    expect(saves.saves).toBe(3);
    await settings.reload();
    await expect(zonePicker(settings, timeZoneMessages.clientLabel)).toHaveValue(agencyDefault);
    await settings.setViewportSize({ width: 1280, height: 900 });
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
