import { expect, test } from './fixtures';
import { registerClient, signIn } from './support';

// An agency with more clients than one page: the Client List and Settings show a page, say how many match,
// and load the rest on request; the search runs on the server.

test('the Client List loads a page of clients at a time and searches them all', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const name = `Paged ${Date.now().toString(36)}`;
  for (let i = 0; i < 26; i++) {
    const { context } = await registerClient(browser, page, { name });
    await context.close();
  }

  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(name.toLowerCase());
  const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: /View Profile/ }) });
  await expect(page.getByText('Showing 24 of 26 clients')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(24);
  await expect(page.getByRole('heading', { name: 'Clients (26)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-list-page.png'), fullPage: true });

  await page.getByRole('button', { name: 'Show more clients' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Show more clients' })).toBeHidden();
  await expect(page.getByText(/Showing \d+ of/)).toBeHidden();

  // Narrowed to one, on the server: the count follows the search.
  const { company } = await registerClient(browser, page, { name: `${name} Solo` }).then(async (made) => {
    await made.context.close();
    return made;
  });
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(company);
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Clients (1)' })).toBeVisible();

  // Settings → Client Management pages the same way.
  await page.goto('/admin/settings');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(name);
  await expect(page.getByText('Showing 24 of 27 clients')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more clients' }).click();
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toHaveCount(27);
});
