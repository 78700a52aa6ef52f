import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { createPlayer, signInWeb } from './accounts';
import { baseUrl, launchBrowser, navigateInApp, screenshot } from './browser';

const browser = await launchBrowser();

/** Each page, the list call it cannot show itself without, its error's test id and the error's title (en). */
const pages = [
  { path: '/store', api: '/api/v1/store/products', errorId: 'store-error', title: 'The store could not be loaded' },
  { path: '/courses', api: '/api/v1/courses', errorId: 'courses-error', title: 'The courses could not be loaded.' },
  {
    path: '/vouchers',
    api: '/api/v1/users/me/vouchers',
    errorId: 'vouchers-error',
    title: 'Your vouchers could not be loaded',
  },
  {
    path: '/notifications',
    api: '/api/v1/users/me/notifications',
    errorId: 'notifications-error',
    title: 'The notifications could not be loaded',
  },
  { path: '/rounds', api: '/api/v1/rounds', errorId: 'rounds-error', title: 'Could not load the rounds' },
];

/**
 * A page whose data cannot be reached (the server down, the network gone) says so on the page, with
 * the reason and Try again, and not also in the app's error dialog; Trying again shows the page once the server
 * answers again. Every page draws this with one component (lib/ui/PageError).
 */
describe('a page whose data cannot be loaded', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, await createPlayer('offline'));
  });
  afterAll(() => context.close());

  for (const { path, api, errorId, title } of pages) {
    it(`${path}: shows the failure with Try again, which loads it once the server answers`, async () => {
      const page = await context.newPage();
      let serverDown = true;
      await page.route(
        (url) => url.pathname === api,
        (route) => (serverDown ? route.abort('connectionrefused') : route.continue()),
      );
      await page.goto(`${baseUrl()}${path}`);
      const error = page.getByTestId(errorId);
      await error.waitFor({ timeout: 15_000 });
      expect(await error.textContent()).toContain(title);
      expect(await error.textContent()).toContain('The data could not be loaded. Please try again.');
      // Every call of the page has given up (one retry each) before the dialog is looked for.
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('error-modal-message').count()).toBe(0);
      await screenshot(page, `load-error${path.replaceAll('/', '-')}`);

      serverDown = false;
      // Once the live connection subscribes, it fetches what is on screen again (useLiveUser), and on a slow
      // machine that can load the page before Try again is pressed; otherwise Try again loads it.
      const retried = error
        .getByRole('button', { name: 'Try again' })
        .click()
        .catch(() => undefined);
      await Promise.race([retried, error.waitFor({ state: 'detached', timeout: 30_000 })]);
      await expect.poll(() => error.count(), { timeout: 10_000 }).toBe(0);
      await page.close();
    });
  }
});

/**
 * A screen whose code cannot be downloaded (a deployment replaced it, the network dropped) shows the
 * error page in place of the page, with the navigation still there, and says what failed; the next
 * address shows its own screen again (app/components/RouteErrorBoundary.tsx).
 */
describe('a screen whose code cannot be loaded', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, await createPlayer('nochunk'));
  });
  afterAll(() => context.close());

  it('shows the error page inside the layout, and the next address shows its screen', async () => {
    const page = await context.newPage();
    await page.route(
      (url) => /\/assets\/StorePage-[^/]*\.js$/.test(url.pathname),
      // Refused after a while, as on a slow network: a screen change that re-rendered on the failure used to start
      // the download again and wait on it, for ever (app/lazy-screen.ts, oncePerVisit).
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.abort('connectionrefused');
      },
    );
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard').waitFor();

    await navigateInApp(page, '/store');
    await page.getByTestId('route-error').waitFor();
    expect(await page.getByTestId('nav').isVisible()).toBe(true);
    expect(await page.getByTestId('dashboard').count()).toBe(0);
    // The failed chunk is also reported in the error dialog, with what failed.
    await page.getByTestId('error-modal-message').waitFor();
    await screenshot(page, 'load-error-chunk');
    await page.keyboard.press('Escape');

    await navigateInApp(page, '/');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.close();
  });
});
