import type { Locator, Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { expect, test } from './fixtures';
import { demo, expectAccessible, signIn, skipWelcome, toast } from './support';

const widthOf = async (locator: Locator) => Math.round((await locator.boundingBox())?.width ?? 0);

test.describe('client', () => {
  test('signs in, sees the client shell, and signs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
    await expectAccessible(page);

    await signIn(page, 'client');
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page.getByText('Good morning')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of [
      'Overview',
      'Tasks',
      'Approvals',
      'Updates',
      'Chat',
      'Reports',
      'Refer & Earn',
      'Billing',
      'Settings',
    ]) {
      // An entry's count is part of its name ('Chat 1 unread', 'Approvals 2 awaiting your decision') when
      // earlier journeys left some.
      const label = new RegExp(`^${name}( \\d+ (unread|awaiting your decision))?$`);
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Get Started (not completed)' })).toBeVisible();
    // The bell opens the notifications; its name carries the unread count when earlier journeys left some.
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Tasks', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Tasks · Agency Portal');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Successfully signed out')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('is turned away from the admin area', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/admin');
    await expect(toast(page, 'Access denied. Admin privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused without saying whether the email exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.client.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('admin', () => {
  test('signs in, sees the admin shell, and signs out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectAccessible(page);

    await signIn(page, 'admin');
    await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
    await expect(page.getByText('Manage clients and projects')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of [
      'Client List',
      'Messages',
      'Tasks Manager',
      'Reviews',
      'Reports & Files',
      'Referrals',
      'Settings',
    ]) {
      // An entry's unread badge is part of its name ('Messages 1 unread') when earlier journeys left some.
      const label = new RegExp(`^${name}( \\d+ unread)?$`);
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Successfully signed out')).toBeVisible();
    await page.goto('/admin/tasks');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('is turned away from the client area', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(toast(page, 'Access denied. Client access only.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('a portal page shows a loader from its first paint, before any script has run', async ({ page }) => {
  // Held scripts stand for a slow connection: the page's own HTML must already say it is loading.
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText(messages.guard.loadingClient);
});

test('a portal page asks who is signed in, and for its first data, without waiting for its code', async ({
  page,
}) => {
  await signIn(page, 'client');
  // The shell's and the overview's code are held until the session check and the overview's data have
  // been asked for: had either waited for that code, it would never be asked, and the overview never shown.
  const asked = (path: string) => page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const bothAsked = Promise.all([asked('/api/me'), asked('/api/tasks/summary')]);
  await page.route(/\/assets\/(client-shell|overview-page)-[\w-]+\.js$/, async (route) => {
    await bothAsked;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

test("a full load of a dashboard page downloads the shell's and the page's code alongside the entry", async ({
  page,
}) => {
  await signIn(page, 'client');
  // The entry's code is held until the Tasks page's and its shell's code have been asked for: had they
  // waited for the entry to run and ask for them, they would never be, and the page never shown.
  const asked = (chunk: string) =>
    page.waitForRequest((request) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(request.url()));
  const bothAsked = Promise.all([asked('client-shell'), asked('client-tasks-page')]);
  await page.route(/\/assets\/(index|main)-[\w-]+\.js$/, async (route) => {
    await bothAsked;
    await route.continue();
  });
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
});

test('signed-out visitors are sent to the right login page', async ({ page }) => {
  await page.goto('/dashboard/tasks');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/referrals');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('Ctrl+B collapses the sidebar and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'client');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const sidebar = page.getByRole('complementary', { name: 'Client navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => widthOf(sidebar)).toBe(256); // 16rem
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => widthOf(sidebar)).toBe(48); // 3rem of icons
  await expect(sidebar.getByRole('link', { name: 'Tasks', exact: true })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);
  await page.reload();
  await skipWelcome(page);
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
});

test('Cmd+B toggles the sidebar too', async ({ page }) => {
  await signIn(page, 'admin');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Meta+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Meta+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar opens as a sheet and closes after choosing a page', async ({ page }) => {
    await signIn(page, 'client');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Client navigation' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => widthOf(sheet)).toBe(288); // 18rem
    await expectAccessible(page);
    await sheet.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  });
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(logged.some((text) => text.includes('/no/such/page'))).toBe(true);
  await expectAccessible(page);
});

test.describe('login redirects', () => {
  async function signInAt(page: Page, path: string, who: keyof typeof demo) {
    await page.goto(path);
    await page.getByLabel('Email').fill(demo[who].email);
    await page.getByLabel('Password', { exact: true }).fill(demo[who].password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  test('an admin at the client login is told so and taken to the admin dashboard', async ({ page }) => {
    await signInAt(page, '/login', 'admin');
    await expect(toast(page, messages.login.adminRedirectNotice)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a client at the admin login sees the credentials check, then goes to the dashboard', async ({
    page,
  }) => {
    // Hold the role answer back so the in-between state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await signInAt(page, '/admin/login', 'client');
    await expect(toast(page, messages.login.checkingAdmin)).toBeVisible();
    release();
    await expect(toast(page, messages.login.clientRedirectNotice)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user whose role cannot be read is told after 10 seconds, and the guard turns them away', async ({
    page,
  }) => {
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      await route.fulfill({ response, json: me ? { ...me, role: null } : me });
    });
    await signInAt(page, '/login', 'client');
    await expect(toast(page, messages.login.success)).toBeVisible();
    const started = Date.now();
    await expect(toast(page, messages.login.roleUnknown)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(8_000);
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/dashboard');
    await expect(toast(page, messages.guard.noRole)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('toasts: one at a time, each closing by itself after 5 seconds', async ({ page }) => {
  await signIn(page, 'client');
  await expect(toast(page, 'Login successful!')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const signedOut = toast(page, 'Successfully signed out');
  await expect(signedOut).toBeVisible();
  const shownAt = Date.now();
  await expect(page.locator('[data-sonner-toast][data-removed="false"]')).toHaveCount(1);
  await expect(signedOut).toBeHidden({ timeout: 9_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
});

test('a sign-out the server cannot complete says so and keeps the user signed in', async ({ page }) => {
  await signIn(page, 'client');
  await page.route('**/api/auth/sign-out', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, messages.signOut.failed)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

test('the live stream reconnects after 1, 2 then 5 seconds, and changes flow again once it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Every connection attempt is noted; the first three fail as if the server were unreachable.
  const attempts: number[] = [];
  await page.route('**/api/events', (route) => {
    attempts.push(Date.now());
    return attempts.length <= 3 ? route.abort('connectionrefused') : route.continue();
  });
  await signIn(page, 'client');
  // In-app navigation: a reload would start the stream, and its backoff, afresh.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Tasks', exact: true })
    .click();
  await expect.poll(() => attempts.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  const gaps = attempts.slice(1, 4).map((at, i) => at - (attempts[i] ?? at));
  // 1, 2 and 5 s, less the slack a busy machine adds to when Playwright sees each request.
  expect(gaps[0]).toBeGreaterThanOrEqual(700);
  expect(gaps[1]).toBeGreaterThanOrEqual(1_500);
  expect(gaps[2]).toBeGreaterThanOrEqual(4_000);

  // Back online: a task the team creates now appears on the open page without a reload.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  // The demo client's company (seed.ts): the list pages, so it is found by searching.
  const { clients } = (await (await admin.request.get('/api/admin/clients?q=Northwind')).json()) as {
    clients: { id: string; email: string }[];
  };
  const client = clients.find((c) => c.email === demo.client.email);
  const title = `Reconnect check ${Date.now()}`;
  const created = await admin.request.post('/api/admin/tasks', {
    data: { title, clientId: client?.id },
  });
  expect(created.status()).toBe(201);
  await expect(page.getByText(title)).toBeVisible();
  await admin.context().close();
});
