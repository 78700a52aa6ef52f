import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { apiPathOf } from '../apps/backoffice/src/resources/table';
import { routes } from '../apps/backoffice/src/routes';
import { api, createPlayer, demoAccount, placeMoneyOrder, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser, navigateInApp, networkSettled, screenshot } from './browser';

const browser = await launchBrowser();

/**
 * Every economy and golf screen of the back-office opens for the administrator on the demo data:
 * no script error, no failed API call, no error or not-found page.
 */
const screens = [
  '/products',
  '/prices',
  '/orders',
  '/transactions',
  '/wallets',
  '/vouchers',
  '/vouchers-list',
  '/decrypt',
  '/subscriptions',
  '/courses',
  '/mappacks',
  '/courses/allocation',
] as const;

/**
 * What went wrong on a page: script errors, failed API calls, and the error, not-found or login
 * page (an error boundary, a missing route or a logout) showing instead of the screen.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

/** Opens a screen: inside the back-office when it is already loaded (as its menu would), else by loading it. */
async function openScreen(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/backoffice/')) {
    await navigateInApp(page, `${baseUrl()}/backoffice${path}`);
    await networkSettled(page);
  } else {
    await page.goto(`${baseUrl()}/backoffice${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(new URL(page.url()).pathname, path).toBe(`/backoffice${path}`);
  for (const testId of ['error-page-retry', 'not-found-home', 'unauthorized-login'])
    expect(await page.getByTestId(testId).count(), `${path}: ${testId}`).toBe(0);
  // react-admin's error boundary ("Something went wrong") has no test id of ours.
  expect(await page.locator('.RaError-title').count(), `${path}: error boundary`).toBe(0);
}

/** Saves the open form and waits for react-admin's redirect to the resource list. */
async function save(page: Page, listPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === `/backoffice${listPath}`);
  await page.waitForLoadState('networkidle');
}

/** Picks an option of a react-admin select input by its value. */
async function choose(page: Page, source: string, value: number): Promise<void> {
  await page.locator(`.ra-input-${source} [role="combobox"]`).click();
  await page.locator(`li[role="option"][data-value="${value}"]`).click();
}

type Row = { id: number };

/** The tests that open every screen in turn grow with the route table: more than a single test's minute. */
const SCREEN_LOOP_TIMEOUT_MS = 180_000;

describe('back-office economy and golf screens', () => {
  let orderId: number;
  let adminToken: string;

  beforeAll(async () => {
    // An order's own page too (a read-only page with the refund action).
    [orderId, adminToken] = await Promise.all([placeMoneyOrder(), signInToken(demoAccount('administrator'))]);
  });

  const adminApi = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    api<{ data: T }>(method, `/api/v1/${path}`, { token: adminToken, body });

  it('a list offers the filters that are not always shown (Add filter), and applies one', async () => {
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await openScreen(page, '/products');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.locator('.MuiMenu-paper').getByText('Unlisted', { exact: true }).click();
    await page.locator('.ra-input-unlisted input').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('"unlisted":true');
    await page.close();
  });

  // The two screen loops run concurrently, each on its own page: they only read, and mostly wait for calls to settle.
  it.concurrent(
    'open without errors for the administrator',
    { timeout: SCREEN_LOOP_TIMEOUT_MS },
    async ({ expect }) => {
      const page = await browser.newPage();
      const problems = watchProblems(page);
      await signInBackofficeAdmin(page);
      for (const path of [...screens, `/orders/${orderId}`]) {
        await openScreen(page, path);
        await screenshot(page, `backoffice${path.replaceAll('/', '-')}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it.concurrent(
    "open every add screen, and the edit screen of each resource's first row",
    { timeout: SCREEN_LOOP_TIMEOUT_MS },
    async ({ expect }) => {
      // Profanities have no demo data; the edit screen needs a row.
      const term = await adminApi('POST', 'admin/profanities', { search_term: `zzqx${Date.now().toString(36)}` });
      expect(term.status, JSON.stringify(term.body)).toBe(201);
      // Nor promotions or game versions (not marked latest: open pages would be offered an update).
      const suffix = Date.now().toString(36);
      const promotion = await adminApi('POST', 'admin/promotions', { name: `e2e ${suffix}`, title: { en: 'e2e' } });
      expect(promotion.status, JSON.stringify(promotion.body)).toBe(201);
      const version = await adminApi('POST', 'admin/game-versions', { version: `0.0.0-e2e.${suffix}` });
      expect(version.status, JSON.stringify(version.body)).toBe(201);
      // A draft tournament beside the showcase's published one: a week ahead on the first course.
      const [course] = (await adminApi<Row[]>('GET', 'admin/courses?per_page=1')).body.data;
      const week = Date.now() + 7 * 24 * 3_600_000;
      const tournament = await adminApi('POST', 'tournaments', {
        title: `e2e ${suffix}`,
        start_at: new Date(week).toISOString(),
        end_at: new Date(week + 3_600_000).toISOString(),
        max_players: 8,
        winning_logic: enums.winning_logic.no_payout,
        rounds: [
          {
            course_id: course!.id,
            start_at: new Date(week).toISOString(),
            end_at: new Date(week + 3_600_000).toISOString(),
          },
        ],
      });
      expect(tournament.status, JSON.stringify(tournament.body)).toBe(201);
      // Nor wager restrictions (a region nobody in the demo lives in); 422 when a test made it already.
      const restriction = await adminApi('POST', 'admin/wager-restrictions', {
        country_code: 'US',
        region_code: 'US-WA',
      });
      expect([201, 422]).toContain(restriction.status);
      // Clubs have the showcase's (decision 0121), which the demo player runs.
      const playerToken = await signInToken(demoAccount('player'));
      const player = await api<{ data: { id: number } }>('GET', '/api/v1/users/me', { token: playerToken });
      // Nor reports: a new player reports the demo player.
      const reporter = await signInToken(await createPlayer('reporter'));
      const report = await api('POST', '/api/v1/reports', {
        token: reporter,
        body: { entity_type: 'user', entity_id: player.body.data.id, type: enums.abuse_report_type.spam },
      });
      expect(report.status, JSON.stringify(report.body)).toBe(201);
      // Every resource route with a form, from the route table, so a new resource is covered when it lands.
      const formRoutes = routes.filter((route) => route.resource && route.resource.view !== 'list');
      expect(formRoutes.length).toBeGreaterThan(0);
      const page = await browser.newPage();
      const problems = watchProblems(page);
      await signInBackofficeAdmin(page);
      for (const route of formRoutes) {
        const resource = route.resource!.name;
        let path = route.path;
        if (path.includes(':id')) {
          const first = await adminApi<Row[]>('GET', `${apiPathOf(resource)}?per_page=1`);
          expect(first.body.data[0], `a ${resource} row to edit`).toBeDefined();
          path = path.replace(':id', String(first.body.data[0]!.id));
        }
        await openScreen(page, path);
        await screenshot(page, `backoffice${path.replaceAll('/', '-')}`);
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it("saves a course's title, a hole's par and the main image", async () => {
    type Course = Row & {
      title: string;
      main_image: string | null;
      holes: { number: number; par: number; stroke_index: number }[];
    };
    const [first] = (await adminApi<Row[]>('GET', 'admin/courses?per_page=1')).body.data;
    const course = (await adminApi<Course>('GET', `admin/courses/${first!.id}?append=main_image,images`)).body.data;
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await signInBackofficeAdmin(page);
    try {
      const title = `${course.title} (e2e)`.slice(0, 120);
      await openScreen(page, `/courses/${course.id}`);
      await page.locator('input[name="title"]').fill(title);
      await save(page, '/courses');
      const afterTitle = (await adminApi<Course>('GET', `admin/courses/${course.id}`)).body.data;
      expect(afterTitle.title).toBe(title);
      expect(afterTitle.holes.map((hole) => hole.par)).toEqual(course.holes.map((hole) => hole.par));

      const par = course.holes[0]!.par === 5 ? 4 : 5;
      const image = 'https://example.test/e2e-course.jpg';
      await openScreen(page, `/courses/${course.id}`);
      // Out of range: the editor's own message, not the browser's popup, and nothing is sent.
      await page.locator('input[name="holes.0.par"]').fill('9');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Par must be 3 to 6.').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/backoffice/courses/${course.id}`);
      await page.locator('input[name="holes.0.par"]').fill(String(par));
      await page.locator('input[name="main_image"]').fill(image);
      await save(page, '/courses');
      const afterHole = (await adminApi<Course>('GET', `admin/courses/${course.id}?append=main_image`)).body.data;
      expect(afterHole.holes[0]!.par).toBe(par);
      expect(afterHole.main_image).toBe(image);
      expect(problems).toEqual([]);
    } finally {
      // Other tests play on the demo courses: put this one back as it was.
      const restored = await adminApi('PATCH', `admin/courses/${course.id}`, {
        title: course.title,
        main_image: course.main_image,
        holes: course.holes.map(({ number, par, stroke_index }) => ({ number, par, stroke_index })),
      });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await page.close();
    }
  });

  it('adds and edits a product and its price', async () => {
    type Price = Row & { amount: number; currency: string | null; price_type: number };
    type Product = Row & { name: string; type: number; category: number | null; unlisted: boolean; prices: Price[] };
    const name = `E2E product ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await signInBackofficeAdmin(page);

    await openScreen(page, '/products/add');
    await page.locator('input[name="name"]').fill(name);
    await choose(page, 'type', enums.product_type.content);
    // Unlisted, so the store tests do not meet it.
    await page.locator('input[name="unlisted"]').check();
    await save(page, '/products');
    const created = (await adminApi<Product[]>('GET', `admin/products?search=${encodeURIComponent(name)}`)).body.data;
    expect(created).toHaveLength(1);
    const product = created[0]!;
    expect(product).toMatchObject({ name, type: enums.product_type.content, category: null, unlisted: true });

    await openScreen(page, `/products/${product.id}`);
    await page.locator('input[name="name"]').fill(`${name} renamed`);
    await save(page, '/products');

    await openScreen(page, '/prices/add');
    await choose(page, 'product_id', product.id);
    await choose(page, 'price_type', enums.product_price_type.money);
    await page.locator('input[name="amount"]').fill('499');
    await page.locator('input[name="currency"]').fill('eur');
    await save(page, '/prices');
    const withPrice = (await adminApi<Product>('GET', `admin/products/${product.id}?include=prices`)).body.data;
    expect(withPrice.name).toBe(`${name} renamed`);
    expect(withPrice.prices).toEqual([
      expect.objectContaining({ price_type: enums.product_price_type.money, amount: 499, currency: 'EUR' }),
    ]);

    const priceId = withPrice.prices[0]!.id;
    await openScreen(page, `/prices/${priceId}`);
    await page.locator('input[name="amount"]').fill('990');
    await page.locator('input[name="currency"]').fill('sek');
    await save(page, '/prices');
    const price = (await adminApi<Price>('GET', `admin/prices/${priceId}`)).body.data;
    expect(price).toMatchObject({ amount: 990, currency: 'SEK' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('explains a search the server refuses instead of showing an empty page', async () => {
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await openScreen(page, '/users');
    await page.getByTestId('list-search').fill('a');
    const refusal = page.getByTestId('list-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Please enter at least 2 characters to search.');
    // No rows and no pagination ("1-25 of 25") for a list that did not load.
    expect(await page.locator('.RaPagination-root, .MuiTablePagination-root').count()).toBe(0);
    expect(await page.locator('.RaDataTable-root, table').count()).toBe(0);
    await page.getByTestId('list-search').fill('ad');
    await refusal.waitFor({ state: 'detached' });
    await page.close();
  });

  it('names the user of ?user= on the course allocation screen, whose buttons keep their words whole', async () => {
    const player = await api<{ data: { id: number; display_name: string; email: string } }>('GET', '/api/v1/users/me', {
      token: await signInToken(demoAccount('player')),
    });
    const { id, display_name: name, email } = player.body.data;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = watchProblems(page);
    await signInBackofficeAdmin(page);
    await page.goto(`${baseUrl()}/backoffice/courses/allocation?user=${id}`);
    await page.getByTestId('allocation-courses').waitFor();
    // Not "#2 (#2)": the name and e-mail the API has for the user.
    await expect.poll(() => page.getByTestId('allocation-user').inputValue()).toBe(`${name} <${email}> (#${id})`);
    // Each label on one line: the page's long-word wrapping once broke them ("GIV / E", "AL L").
    const labels = page.locator(
      '[data-testid="allocation-map-packs"] button, [data-testid="page-allocate-courses"] .MuiToggleButton-root',
    );
    expect(await labels.count()).toBe(4);
    // Lines per label: the boxes of its text (an icon beside it is no line of its own).
    const lines = await labels.evaluateAll((buttons) =>
      buttons.map((button) => {
        const range = document.createRange();
        const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let count = 0;
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          range.selectNodeContents(node);
          count += range.getClientRects().length;
        }
        return { text: button.textContent, lines: count };
      }),
    );
    for (const label of lines) expect(label, String(label.text)).toMatchObject({ lines: 1 });
    await screenshot(page, 'backoffice-courses-allocation-user');
    expect(problems).toEqual([]);
    await page.close();
  });
});
