import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { publicPages } from '../src/web/features/public-site/seo/public-pages';
import { expect, test } from './fixtures';
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
  if (await hero.count())
    await hero.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function goToLastStep(page: Page) {
  for (let step = 1; step < 8; step++) await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('Step 8 of 8');
}

/** Types the two required answers, then steps on to the last step, ready to submit. */
async function fillRequired(page: Page, businessName: string, email: string) {
  await dialog(page).getByLabel('Business name').fill(businessName);
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  for (let step = 2; step < 8; step++) await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('Step 8 of 8');
}

/** Walks back from the last step to the first, checking the required answers are still typed in. */
async function expectAnswersKept(page: Page, businessName: string, email: string) {
  for (let step = 8; step > 2; step--) await dialog(page).getByRole('button', { name: 'Previous' }).click();
  await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
  await dialog(page).getByRole('button', { name: 'Previous' }).click();
  await expect(dialog(page).getByLabel('Business name')).toHaveValue(businessName);
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

/** The <head> tags every public page carries, and a noindex instead of a canonical on the payment pages. */
async function expectHeadTags(page: Page, expected: (typeof publicPages)[number], url: string) {
  const head = page.locator('head');
  await expect(page).toHaveTitle(expected.title);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', expected.description);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    expected.description,
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  if (expected.indexable) {
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  } else {
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(0);
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

  test("the page's code is fetched only once its first paint is on screen", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const { firstPaint, codeFetched } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeFetched: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/hydrate-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime)[0],
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // Fetched earlier, React and the page shared the phone's network and CPU with that paint.
    expect(codeFetched).toBeGreaterThanOrEqual(firstPaint as number);
  });

  test('the hero headline shows from the first frame; the reveal brings in the calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    const headline = page.getByRole('heading', { level: 1, name: /Launch with momentum/ });
    const callsToAction = hero.getByRole('link', { name: 'Take the launch-readiness quiz' });
    // Holds every part of the reveal at its first frame, before the 300 ms delay (SPEC §9).
    await hero.evaluate((el) => {
      for (const animation of el.getAnimations({ subtree: true })) {
        animation.pause();
        animation.currentTime = 0;
      }
    });
    // What the eye sees: an element's own opacity times every ancestor's.
    const seenOpacity = (locator: Locator) =>
      locator.evaluate((el) => {
        let opacity = 1;
        for (let node: Element | null = el; node; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      });
    expect(await seenOpacity(headline)).toBe(1);
    expect(await seenOpacity(hero.getByText(/We turn good products/))).toBe(1);
    expect(await seenOpacity(callsToAction)).toBe(0);
    await hero.evaluate((el) => {
      for (const animation of el.getAnimations({ subtree: true })) animation.finish();
    });
    expect(await seenOpacity(callsToAction)).toBe(1);
  });

  test('coming back from another page without a reload shows every section', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quiz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you ready to launch?');
    await page.getByRole('link', { name: 'Agency Portal home' }).click();
    // The parts the first load leaves unhydrated are drawn by the client this time.
    await expect(page.locator('#process li').filter({ hasText: 'STEP 5' })).toContainText('Scale & Optimize');
    await expect(page.getByRole('heading', { name: 'Analytics & Reporting' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Honest numbers' })).toBeVisible();
    await expect(page.getByTestId('pulse-dot')).toHaveCount(20);
  });

  test('its numbers and text are in the HTML for visitors without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const [value, label] of [
      ['50+', 'businesses partnered'],
      ['1000+', 'hours saved with automation'],
      ['25+', 'proven campaigns managed'],
      ['8', 'industries served'],
      ['100+', 'growth strategies deployed'],
    ] as const) {
      // Each figure sits with its own label: the <dt> and <dd> of one stat.
      const stat = page.locator('#results dl > div').filter({ has: page.locator('dt', { hasText: label }) });
      await expect(stat.locator('dt')).toHaveText(label);
      await expect(stat.locator('dd').getByText(value, { exact: true }).first()).toBeVisible();
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

  test("shows its frame at once on a click, while the form's code is still on its way", async ({ page }) => {
    // The dialog's code is held back until the frame has been seen: however slow the network, a click
    // answers at once.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/application-dialog-[^/]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText('Loading the application form…');
    await expect(dialog(page)).toBeFocused();
    expect(requested).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: `.tmp/apply-loading-${page.viewportSize()?.width}.png` });

    release();
    await expect(dialog(page)).toContainText('Step 1 of 8');
    await expect(dialog(page).getByLabel('Business name')).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
  });

  test('closed while loading, it gives focus back, and opens with its form next time', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const arrived = page.waitForResponse(/\/assets\/application-dialog-[^/]+\.js$/);
    await page.route(/\/assets\/application-dialog-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await open(page, '/');
    const apply = page.getByRole('banner').getByRole('button', { name: 'Apply Now' });
    await apply.click();
    await expect(dialog(page).getByRole('status')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(apply).toBeFocused();

    release();
    await arrived;
    await expect(dialog(page)).toBeHidden();
    await apply.click();
    await expect(dialog(page)).toContainText('Step 1 of 8');
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

  test('a refused, a broken and a slow submission each say so, and keep the answers', async ({ page }) => {
    const applications = '**/api/applications';
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();

    await page.route(applications, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fillRequired(page, 'Refused Roasters', 'refused@roasters.example');
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Submission failed');
    await expect(toast(page)).toContainText(
      'There was an error submitting your application. Please try again.',
    );
    await expect(dialog(page)).toContainText('Step 8 of 8');
    await expectAnswersKept(page, 'Refused Roasters', 'refused@roasters.example');

    await page.unroute(applications);
    await page.route(applications, (route) => route.abort('connectionreset'));
    await fillRequired(page, 'Refused Roasters', 'refused@roasters.example');
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Something went wrong');
    await expect(toast(page)).toContainText('An unexpected error occurred. Please try again.');
    await expectAnswersKept(page, 'Refused Roasters', 'refused@roasters.example');

    // The request is held until the busy button has been seen, then let through to the server.
    await page.unroute(applications);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(applications, async (route) => {
      await released;
      await route.continue();
    });
    await fillRequired(page, 'Patient Pastries', 'patient@pastries.example');
    await dialog(page).getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(dialog(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Application submitted!');
    await expect(dialog(page)).toBeHidden();
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

    // A second application, so that searching has something to leave out.
    const other = 'Fabrikam Tea House';
    const sent = await page.request.post('/api/applications', {
      data: { businessName: other, email: 'hello@fabrikam.example' },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Applications' }).getByRole('listitem');
    const card = rows.filter({ hasText: business });
    await expect(card).toContainText('founder@northwind.example');
    await expect(card).toContainText('$10k – $50k');
    await expect(card).toContainText('Referral');
    await expect(rows.filter({ hasText: other })).toBeVisible();

    // Part of the name, as staff remember it: the unique number the test put in it.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill(business.split(' ').at(-1) ?? '');
    await expect(rows.filter({ hasText: other })).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(business);

    // The export follows the search, so it holds this application and not the other.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'created_at,business_name,email,phone,social_profiles,website,monthly_revenue,marketing_budget,hear_about_us',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${business},founder@northwind.example,`);
    expect(csv).not.toContain(other);
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

/**
 * The classes on the page that no rule of its stylesheets names: the public pages' stylesheet is
 * generated from their own sources and the shared components (public-site.css), so a class from
 * anywhere else would be silently unstyled. lucide's icon classes carry no rules of ours.
 */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const all = selectors.join('\n');
    const tokens = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList)),
    );
    return [...tokens].filter((token) => {
      if (token.startsWith('lucide')) return false;
      const escaped = CSS.escape(token).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return !new RegExp(`\\.${escaped}(?![\\w\\\\-])`).test(all);
    });
  });
}

test.describe('other public pages', () => {
  test("every class on each page, its dialog and its quiz has a rule in the page's stylesheet", async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog(page)).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
    await open(page, '/launch-readiness');
    await answerQuiz(page, [3, 3, 3, 3, 3, 3, 3, 3]);
    expect(await unstyledClasses(page)).toEqual([]);
    for (const path of [
      '/case-study/entrives',
      '/payment-success?session_id=cs_test_123',
      '/payment-canceled',
    ]) {
      await open(page, path);
      expect(await unstyledClasses(page)).toEqual([]);
    }
  });

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

  test('each page has its own title, description and Open Graph tags', async ({ page, baseURL }) => {
    for (const publicPage of publicPages) {
      await open(page, publicPage.path);
      await expectHeadTags(page, publicPage, `${baseURL}${publicPage.path}`);
    }
  });

  test('moving between pages without a reload rewrites the head tags', async ({ page, baseURL }) => {
    await open(page, '/');
    // Marks this document: it survives only if the quiz is shown without a new page load.
    await page.evaluate(() => {
      document.body.dataset.sameDocument = 'yes';
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quiz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you ready to launch?');
    await expect(page.locator('body[data-same-document="yes"]')).toBeAttached();
    const quiz = publicPages.find((p) => p.path === '/launch-readiness');
    if (!quiz) throw new Error('No quiz page');
    await expectHeadTags(page, quiz, `${baseURL}/launch-readiness`);
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
