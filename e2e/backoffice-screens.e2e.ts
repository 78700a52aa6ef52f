import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createPlayer, demoAccount, signInToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

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

async function login(page: Page): Promise<void> {
  const { email, password } = demoAccount('administrator');
  await page.goto(`${baseUrl()}/backoffice/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A pending card order of a new player: the first store price paid in money opens a checkout. */
async function placeOrder(): Promise<number> {
  const token = await signInToken(await createPlayer('buyer'));
  const listing = await api<{ data: { prices: { id: number; currency: string | null }[] }[] }>(
    'GET',
    '/api/v1/store/products?per_page=100',
    { token },
  );
  const price = listing.body.data.flatMap((product) => product.prices).find((candidate) => candidate.currency);
  expect(price, 'a money price in the demo store').toBeDefined();
  const order = await api<{ data: { order: { id: number } } }>('POST', '/api/v1/store/orders', {
    token,
    body: { price_id: price!.id, quantity: 1 },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return order.body.data.order.id;
}

describe('back-office economy and golf screens', () => {
  it('open without errors for the administrator', async () => {
    // An order's own page too (a read-only page with the refund action).
    const orderId = await placeOrder();
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await login(page);
    for (const path of [...screens, `/orders/${orderId}`]) {
      await page.goto(`${baseUrl()}/backoffice${path}`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, path).toBe(`/backoffice${path}`);
      for (const testId of ['error-page-retry', 'not-found-home', 'unauthorized-login'])
        expect(await page.getByTestId(testId).count(), `${path}: ${testId}`).toBe(0);
      await screenshot(page, `backoffice${path.replaceAll('/', '-')}`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
