import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    /** Resolves with `performance.now()` once the list has been painted (see `watchForList`). */
    listShown: Promise<number>;
    /** `performance.now()` at the last click. */
    clickedAt: number;
  }
}

/** A page of the client's that lists rows: where it is, and how to tell its list is on screen. */
export type ListPageView = {
  path: string;
  /** The page's h1. */
  heading: string;
  /** The sidebar link that opens it. */
  navLabel: string;
  /** A CSS selector for the list's rows, in the page's main landmark. */
  rows: string;
};

export type ListRun = {
  /** From the click on the page's sidebar link, on the Overview, to the list painted. */
  navigateMs: number;
  /** From the start of a page load of the page to the list painted. */
  openMs: number;
  /** Elements in the document once the list is painted. */
  domNodes: number;
  /** Time between consecutive frames while the whole list scrolls by. */
  frameIntervals: number[];
  /** Tasks of 50 ms or more on the main thread while it scrolls. */
  longTasks: number;
};

/**
 * Runs in every document the page opens, before its scripts: resolves `window.listShown` after the first
 * frame painted with the page's heading and rows (a frame, then a task, is after its paint), and notes
 * when each click happens.
 */
function watchForList({ heading, rows }: { heading: string; rows: string }) {
  document.addEventListener(
    'click',
    () => {
      window.clickedAt = performance.now();
    },
    { capture: true },
  );
  window.listShown = new Promise((resolve) => {
    const shown = () =>
      document.querySelector('main h1')?.textContent === heading && document.querySelector(rows);
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Scrolls the window from the top to the bottom of the document at `pixelsPerSecond`, one step a frame, for
 * as long as the bottom keeps moving (a virtual list grows as it measures its cards). Counts the frames'
 * intervals and the long tasks on the way.
 */
async function scrollToBottom(pixelsPerSecond: number) {
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  window.scrollTo(0, 0);
  await nextFrame();
  await nextFrame();
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  const frameIntervals: number[] = [];
  const start = await nextFrame();
  let last = start;
  for (;;) {
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    const target = Math.min(bottom, ((last - start) * pixelsPerSecond) / 1000);
    if (target >= bottom && window.scrollY >= bottom - 1) break;
    window.scrollTo(0, target);
    const now = await nextFrame();
    frameIntervals.push(now - last);
    last = now;
  }
  longTasks += observer.takeRecords().length;
  observer.disconnect();
  return { frameIntervals, longTasks };
}

/** Elements in the document, two frames after the list was painted. */
async function countElements() {
  await window.listShown;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return document.getElementsByTagName('*').length;
}

type RunOptions = {
  view: ListPageView;
  /** What the list's last row shows, exactly. */
  lastText: string;
  pixelsPerSecond: number;
  /** Chromium runs the page's main thread this many times slower (4: Lighthouse's mid-range phone). */
  cpuSlowdown: number;
};

/** One run over one of the signed-in client's lists: navigation, a page load, then the whole list scrolled. */
export async function measureList(
  context: BrowserContext,
  origin: string,
  { view, lastText, pixelsPerSecond, cpuSlowdown }: RunOptions,
): Promise<ListRun> {
  const page = await context.newPage();
  try {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // tsx compiles named inner functions to `__name(fn, 'name')` calls; the functions this file hands to
    // the page need that helper there too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.addInitScript(watchForList, { heading: view.heading, rows: view.rows });
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await page.waitForLoadState('load');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: view.navLabel, exact: true })
      .click();
    const navigateMs = await page.evaluate(async () => (await window.listShown) - window.clickedAt);

    await page.goto(`${origin}${view.path}`);
    const openMs = await page.evaluate(() => window.listShown);
    const domNodes = await page.evaluate(countElements);
    const scrolled = await page.evaluate(scrollToBottom, pixelsPerSecond);
    await expectInView(page, lastText);
    return { navigateMs, openMs, domNodes, ...scrolled };
  } finally {
    await page.close();
  }
}

/** The scroll reached the end: the oldest row is on screen. */
async function expectInView(page: Page, text: string) {
  const row = page.getByRole('main').getByText(text, { exact: true }).first();
  await row.waitFor({ timeout: 5_000 });
  const inView = await row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  if (!inView) throw new Error(`After scrolling to the bottom, "${text}" is not on screen`);
}
