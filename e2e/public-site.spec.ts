import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// The public site: prerendered pages that hydrate (SPEC §2 "Public landing page", "Application dialog",
// "Quiz", case study and payment pages). Pages mark <html data-hydrated> once they are interactive.
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

// One toast at a time (SPEC §9): the one in front; a replaced one may still be fading out behind it.
const toast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Apply for a partnership' });

/** Waits for the hero's reveal (SPEC §9: after 300 ms) to end, so colours are checked at full opacity. */
async function settleHero(page: Page) {
  const hero = page.getByTestId('hero');
  if (await hero.count()) await hero.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

async function goToLastStep(page: Page) {
  for (let step = 1; step < 8; step++) await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('Step 8 of 8');
}

/** Answers each question with the option at the given index (options run from score 0 to 3). */
async function answerQuiz(page: Page, options: number[], { start = true } = {}) {
  if (start) await page.getByRole('button', { name: 'Start the quiz' }).click();
  for (const [i, option] of options.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 8`)).toBeVisible();
    await page.getByRole('radio').nth(option).check();
    await page.getByRole('button', { name: i === 7 ? 'See my result' : 'Next' }).click();
  }
}

test.describe('landing page', () => {
  test('header links reach their sections, the quiz and the portal', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Process', 'process'],
      ['Services', 'services'],
      ['Results', 'results'],
      ['About', 'about'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    await nav.getByRole('link', { name: 'Quiz' }).click();
    await expect(page).toHaveURL(/\/launch-readiness$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you ready to launch?');
    await expect(page).toHaveTitle('Launch-readiness quiz | Agency Portal');
  });

  test('its numbers and text are in the HTML for visitors without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const stat of ['50+', '1000+', '25+', '8', '100+']) {
      await expect(page.locator('#results dd').getByText(stat, { exact: true }).first()).toBeAttached();
    }
    for (const [n, title] of [
      'Strategy & Positioning',
      'Funnel & Systems',
      'Content & Campaigns',
      'Nurture & Convert',
      'Scale & Optimize',
    ].entries()) {
      const card = page.locator('#process li').filter({ hasText: `STEP ${n + 1}` });
      await expect(card).toContainText(title);
    }
    await expect(page.getByRole('button', { name: 'Book Your Free Strategy Call' })).toHaveCount(3);
    await expect(page.locator('#process a[href="/case-study/entrives"]')).toHaveCount(1);
    await expect(page.getByTestId('pulse-dot')).toHaveCount(20);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Agency Portal/);
    await context.close();
  });
});

test.describe('application dialog', () => {
  test('opens from Apply Now and from a strategy-call button', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toContainText('Step 1 of 8');
    await expect(dialog(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.locator('#contact').getByRole('button', { name: 'Book Your Free Strategy Call' }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('an empty submit shows the business name, then the email message', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await goToLastStep(page);
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Business name required');
    await expect(toast(page)).toContainText('Please enter your business name to continue.');
    await expect(dialog(page)).toContainText('Step 1 of 8');

    await dialog(page).getByLabel('Business name').fill('   ');
    await goToLastStep(page);
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Business name required');

    await dialog(page).getByLabel('Business name').fill('Half Filled Co');
    await goToLastStep(page);
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Email required');
    await expect(toast(page)).toContainText('Please enter your email address to continue.');
    await expect(dialog(page)).toContainText('Step 2 of 8');
  });

  test('a full submission is stored, the dialog resets, and admins read it', async ({ page }) => {
    const business = `Northwind Coffee ${Date.now()}`;
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    const answers = [
      ['Business name', business],
      ['Email', 'founder@northwind.example'],
      ['Phone number', '+1 555 010 0100'],
      ['Social profiles', '@northwind'],
      ['Website', 'northwind.example'],
    ] as const;
    for (const [label, value] of answers) {
      await dialog(page).getByLabel(label).fill(value);
      await dialog(page).getByRole('button', { name: 'Next' }).click();
    }
    await dialog(page).getByRole('button', { name: '$10k – $50k' }).click();
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await dialog(page).getByLabel('Monthly marketing budget').fill('$2,500');
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await dialog(page).getByRole('button', { name: 'Referral' }).click();
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();

    await expect(toast(page)).toContainText('Application submitted!');
    await expect(toast(page)).toContainText("Thank you for your interest. We'll be in touch soon.");
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toContainText('Step 1 of 8');
    await expect(dialog(page).getByLabel('Business name')).toHaveValue('');

    await signIn(page, 'admin');
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: business });
    await expect(card).toContainText('founder@northwind.example');
    await expect(card).toContainText('$10k – $50k');
    await expect(card).toContainText('Referral');
  });
});

test.describe('launch-readiness quiz', () => {
  test('gives the tier for a known set of answers, and offers Apply Now', async ({ page }) => {
    await open(page, '/launch-readiness');
    // 3+3+3+2+2+2+2+2 = 19 of 24 = 79%: just under the 80% line.
    await answerQuiz(page, [3, 3, 3, 2, 2, 2, 2, 2]);
    await expect(page.getByTestId('quiz-score')).toHaveText('79%');
    await expect(page.getByRole('heading', { name: 'Almost Ready', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Retake the quiz' }).click();
    await answerQuiz(page, [3, 3, 3, 3, 2, 2, 2, 2]);
    await expect(page.getByRole('heading', { name: 'Ready to Launch', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Apply Now' }).last().click();
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu folds the links, and the landing page and quiz work', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#services')).toBeInViewport();
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toContainText('Step 1 of 8');
    await page.keyboard.press('Escape');

    await open(page, '/launch-readiness');
    await answerQuiz(page, [0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(page.getByRole('heading', { name: 'Needs Preparation', exact: true })).toBeVisible();
  });
});

test.describe('other public pages', () => {
  test('the case study and payment pages say what SPEC promises', async ({ page }) => {
    await open(page, '/case-study/entrives');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('20+ signups in 2 days');
    await expect(page.getByRole('main')).toContainText('60+');
    await open(page, '/payment-success?session_id=cs_test_123');
    await expect(page.getByRole('main')).toContainText('within 5 minutes');
    await expect(page.getByRole('link', { name: 'Create my account' })).toHaveAttribute(
      'href',
      '/onboarding?session_id=cs_test_123',
    );
    await open(page, '/payment-canceled');
    await expect(page.getByRole('main')).toContainText('no charge was made');
    await expect(page.getByRole('main')).toContainText('within 2 hours');
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request, baseURL }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/launch-readiness', '/case-study/entrives'])
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/case-study/entrives',
    '/payment-success?session_id=cs_test_123',
    '/payment-canceled',
  ]) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await open(page, path);
      await settleHero(page);
      await expectAccessible(page);
    });
  }

  test('the application dialog and every quiz screen have no serious axe violations', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toBeVisible();
    await settleHero(page);
    await expectAccessible(page);
    await open(page, '/launch-readiness');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expectAccessible(page);
    await answerQuiz(page, [1, 1, 1, 1, 1, 1, 1, 1], { start: false });
    await expect(page.getByTestId('quiz-score')).toBeVisible();
    await expectAccessible(page);
  });
});
