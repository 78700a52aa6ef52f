import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser } from './browser';

const browser = await launchBrowser();

/**
 * Back-office defects found by trying the screens (issue 36, item 4): each test opens the screen as
 * staff would and fails on the defect it names.
 */

let adminToken: string;
let context: BrowserContext;
let page: Page;
const apiCalls: string[] = [];

const adminApi = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  api<{ data: T }>(method, `/api/v1/${path}`, { token: adminToken, body });

async function open(path: string): Promise<void> {
  await page.goto(`${baseUrl()}/backoffice${path}`);
  await page.waitForLoadState('networkidle');
}

const errorBoundary = () => page.locator('.RaError-title').count();

beforeAll(async () => {
  adminToken = await signInToken(demoAccount('administrator'));
  context = await browser.newContext({ locale: 'en-GB' });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await signInBackofficeAdmin(page);
});

describe('back-office screens, mended', () => {
  it('lists the roles (a list without filters has no filter button to crash on)', async () => {
    await open('/roles');
    await page.getByText('administrator', { exact: true }).first().waitFor();
    expect(await errorBoundary()).toBe(0);
  });

  it('answers "add" of a resource that has no add screen with the not-found page, asking the API nothing', async () => {
    for (const resource of ['users', 'roles']) {
      apiCalls.length = 0;
      await open(`/${resource}/add`);
      await page.getByTestId('not-found-home').waitFor();
      expect(apiCalls.filter((call) => call.endsWith(`/${resource}/add`))).toEqual([]);
    }
  });

  it("takes react-admin's address of an add screen, /create, to the add screen, asking the API nothing", async () => {
    apiCalls.length = 0;
    await open('/mappacks/create');
    await page.locator('input[name="title"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/mappacks/add');
    expect(apiCalls.filter((call) => call.endsWith('/create'))).toEqual([]);
    await open('/users/create');
    await page.getByTestId('not-found-home').waitFor();
  });

  it('says what was added, not "Element created"', async () => {
    await open('/mappacks/add');
    await page.locator('input[name="title"]').fill(`Mended Pack ${Date.now()}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Map pack added').waitFor();
    expect(await page.getByText('Element created').count()).toBe(0);
  });

  it('offers no delete of a map pack players own, and says why', async () => {
    const player = await createPlayer('packowner');
    const pack = await adminApi<{ id: number }>('POST', 'admin/mappacks', { title: `Owned Pack ${Date.now()}` });
    expect(pack.status).toBe(201);
    const granted = await adminApi('POST', `admin/users/${player.id}/map-packs`, { map_pack_id: pack.body.data.id });
    expect(granted.status).toBeLessThan(300);

    await open(`/mappacks/${pack.body.data.id}`);
    await expect
      .poll(() => page.getByTestId('mappack-delete-refusal').textContent())
      .toContain('while players own it (1)');
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
  });

  it("lists a new player's diamonds wallet, and keeps Adjust disabled until the form is complete", async () => {
    const player = await createPlayer('diamonds');
    await open(`/wallets?filter=${encodeURIComponent(JSON.stringify({ user_id: player.id }))}`);
    const rows = page.locator('tbody tr', { hasText: player.displayName });
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'Diamonds' }).getByTestId('wallet-adjust').click();
    const confirm = page.getByTestId('wallet-adjust-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('wallet-adjust-amount').fill('5');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('wallet-adjust-comment').fill('Welcome gift');
    expect(await confirm.isEnabled()).toBe(true);
    // An amount past the API's bound is named under the field, not refused in a dialog after sending.
    await page.getByTestId('wallet-adjust-amount').fill('99999999999999');
    await page.getByText('One adjustment moves at most 1,000,000,000, up or down.').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    // A debit past the balance is named at once; it was offered, then refused in a dialog.
    await page.getByTestId('wallet-adjust-amount').fill('-5');
    await page.getByText('The balance is 0: an adjustment cannot take it below zero.').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('wallet-adjust-cancel').click();
  });

  it("shows a plan's price with the plan's name, not its id", async () => {
    const plans = await adminApi<{ id: number; name: string }[]>('GET', 'admin/subscriptions?per_page=100');
    const prices = await adminApi<{ id: number; subscription_id: number | null }[]>('GET', 'admin/prices?per_page=100');
    const planPrice = prices.body.data.find((price) => price.subscription_id !== null);
    expect(planPrice, 'the demo data sells a plan').toBeDefined();
    const plan = plans.body.data.find((candidate) => candidate.id === planPrice!.subscription_id)!;

    await open('/prices');
    const cell = page.locator('tbody tr').filter({ hasText: plan.name }).first();
    await cell.waitFor();
    expect(await page.locator('td.column-subscription_id', { hasText: /^\d+$/ }).count()).toBe(0);
  });
});
