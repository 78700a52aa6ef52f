import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums, translate } from '@golf/contracts';
import {
  api,
  createPlayer,
  demoAccount,
  placeMoneyOrder,
  signInBackofficeAdmin,
  signInToken,
  submitBackofficeLogin,
} from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { STAFF_ROLE, USER_MANAGER_ROLE } from './fixtures/staff';

const browser = await launchBrowser();

/**
 * Back-office screens as QA found them: amounts, dates and enumerations written for people, Swedish
 * throughout, readable ability labels, actions the server would refuse disabled with the reason,
 * the tablet layout, and server field errors on the right input.
 */

let adminToken: string;
let adminId: number;

const adminApi = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  api<{ data: T }>(method, `/api/v1/${path}`, { token: adminToken, body });

const backoffice = (page: Page, path: string) => page.goto(`${baseUrl()}/backoffice${path}`);

/** Switches the UI to Swedish (the choice is kept for the rest of the page's session). */
async function toSwedish(page: Page): Promise<void> {
  await page.getByTestId('language-switch-sv').click();
  await expect.poll(() => page.getByTestId('language-switch-sv').getAttribute('aria-pressed')).toBe('true');
}

beforeAll(async () => {
  adminToken = await signInToken(demoAccount('administrator'));
  adminId = (await adminApi<{ id: number }>('GET', 'users/me')).body.data.id;
});

describe('back-office QA fixes', () => {
  it('writes order amounts as money, has no dead sort arrows, and dates in the UI locale', async () => {
    const orderId = await placeMoneyOrder('qa-buyer');
    type Order = {
      formatted_total: string;
      items: { unit_amount: number; quantity: number }[];
      payments: { amount: number }[];
    };
    const order = (await adminApi<Order>('GET', `admin/orders/${orderId}`)).body.data;
    expect(order.items).toHaveLength(1);

    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInBackofficeAdmin(page);
    await backoffice(page, `/orders/${orderId}`);
    const unit = page.locator('td.column-unit_amount').first();
    await unit.waitFor();
    // One item of quantity 1: its unit amount is the order's total, written the same way.
    expect((await unit.textContent())?.trim()).toBe(order.formatted_total);
    if (order.payments.length > 0) {
      const amount = (await page.locator('td.column-amount').first().textContent())?.trim();
      expect(amount).not.toBe(String(order.payments[0]!.amount));
      expect(amount).toMatch(/\D/);
    } else {
      await page.getByText('No payments yet.').waitFor();
    }
    expect(await page.getByText('No Orders found').count()).toBe(0);
    expect(await page.locator('.MuiTableSortLabel-root').count()).toBe(0);

    await toSwedish(page);
    // The order's date the Swedish way ("2026-11-24 22:04:20"), no US date ("11/24/2026, 10:04:20 PM") left.
    await page
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}/).count()).toBe(0);
    expect(errors).toEqual([]);
    await screenshot(page, 'backoffice-order-sv');
    await page.close();
  });

  it('names voucher content by label, and speaks Swedish in menus, pagination and empty lists', async () => {
    const batch = `qa-${Date.now().toString(36)}`;
    const created = await adminApi('POST', 'admin/vouchers', {
      batch,
      type: enums.voucher_type.tokens,
      count: 1,
      amount: 500,
      token_type: enums.token_type.coins,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await toSwedish(page);
    await backoffice(page, '/vouchers-list');
    await page.getByTestId('list-search').fill(batch);
    const content = page.getByTestId('voucher-content');
    await expect.poll(() => content.count()).toBe(1);
    expect(await content.textContent()).toBe('500 mynt');
    await page.getByText('1–1 av 1').waitFor();
    expect(await page.getByText('Skapad', { exact: true }).count()).toBeGreaterThan(0);

    const vouchers = await page.getByTestId('menu-vouchers').textContent();
    const list = await page.getByTestId('menu-vouchers-list').textContent();
    expect(vouchers).not.toBe(list);

    await page.getByTestId('list-search').fill(`${batch}-none`);
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('Inget matchar sökningen eller filtren.');
    expect(await page.getByText(/^No .* found/).count()).toBe(0);
    await screenshot(page, 'backoffice-vouchers-list-sv');
    await page.close();
  });

  it('validates the login form in Swedish', async () => {
    const page = await browser.newPage();
    await backoffice(page, '/login');
    await toSwedish(page);
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-password').fill('whatever');
    await page.getByTestId('login-submit').click();
    await page.getByText('Måste vara en giltig e-postadress').waitFor();
    await page.close();
  });

  it('labels abilities readably; staff who are not administrators cannot save roles or touch an administrator', async () => {
    const roles = (await adminApi<{ id: number; name: string }[]>('GET', 'admin/roles')).body.data;
    const staffRole = roles.find((role) => role.name === STAFF_ROLE.name)!;

    const admin = await browser.newPage();
    await signInBackofficeAdmin(admin);
    await backoffice(admin, `/roles/${staffRole.id}`);
    const abilities = admin.getByTestId('role-abilities');
    await abilities.getByText('Manage profanities').waitFor();
    expect(await abilities.getByText('manage-profanities', { exact: true }).count()).toBe(0);
    await admin.close();

    const manager = await createPlayer('qa-manager');
    const granted = await adminApi('PUT', `admin/users/${manager.id}/roles`, {
      roles: ['user', USER_MANAGER_ROLE.name],
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const page = await browser.newPage();
    await submitBackofficeLogin(page, manager);
    await page.getByTestId('menu-users').waitFor();

    // A role: visible, not changeable, and why.
    await backoffice(page, `/roles/${staffRole.id}`);
    await page.getByText('Only an administrator can change a role.').first().waitFor();
    expect(await page.getByTestId('role-save').isDisabled()).toBe(true);

    // The administrator's account: no suspend, save or roles; the administrator role box is off.
    await backoffice(page, `/users/${adminId}`);
    await page.getByTestId('user-status-refusal').waitFor();
    expect(await page.getByTestId('user-status-refusal').textContent()).toContain(
      "Only an administrator can change an administrator's account.",
    );
    expect(await page.getByTestId('user-suspend').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-roles-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-role-administrator').isDisabled()).toBe(true);
    expect(await page.getByTestId('unlock-grant').isDisabled()).toBe(true);
    await screenshot(page, 'backoffice-staff-on-administrator');
    // Course allocation on that account: its grants are disabled with the same reason, not refused on a click.
    await backoffice(page, `/courses/allocation?user=${adminId}`);
    await page.getByTestId('allocation-courses').waitFor();
    expect(await page.getByTestId('allocation-refusal').textContent()).toBe(
      "Only an administrator can change an administrator's account.",
    );
    expect(await page.getByTestId('allocation-grant').first().isDisabled()).toBe(true);

    // Their own account: no suspending or unlocking themselves.
    await backoffice(page, `/users/${manager.id}`);
    await page.getByTestId('user-status-refusal').waitFor();
    expect(await page.getByTestId('user-suspend').isDisabled()).toBe(true);
    expect(await page.getByTestId('unlock-grant').isDisabled()).toBe(true);

    // Another player: everything is offered, except the administrator role.
    const player = await createPlayer('qa-target');
    await backoffice(page, `/users/${player.id}`);
    await page.getByTestId('user-roles-refusal').waitFor();
    expect(await page.getByTestId('user-suspend').isDisabled()).toBe(false);
    expect(await page.getByTestId('user-role-administrator').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-role-user').isDisabled()).toBe(false);
    await backoffice(page, `/courses/allocation?user=${player.id}`);
    await page.getByTestId('allocation-courses').waitFor();
    expect(await page.getByTestId('allocation-refusal').count()).toBe(0);
    expect(await page.getByTestId('allocation-grant').first().isEnabled()).toBe(true);
    await page.close();
  });

  it("picks a user's country by its name and stores its code; links to all the user's courses", async () => {
    const player = await createPlayer('qa-country');
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await backoffice(page, `/users/${player.id}`);
    const country = page.locator('input[name="country"]');
    await country.click();
    await country.pressSequentially('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await page.getByTestId('user-save').click();
    await expect
      .poll(
        async () => (await adminApi<{ country: string | null }>('GET', `admin/users/${player.id}`)).body.data.country,
      )
      .toBe('SE');
    // The page lists staff's course grants; every course the user has is one link away.
    await backoffice(page, `/users/${player.id}`);
    await page.getByTestId('user-all-courses').click();
    await page.getByTestId('page-allocate-courses').getByText('Pinewood Heath').first().waitFor();
    expect(new URL(page.url()).search).toBe(`?user=${player.id}`);
    await page.close();
  });

  it('on a tablet, collapses the menu and keeps the users list from widening the page', async () => {
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await signInBackofficeAdmin(page);
    await backoffice(page, '/users');
    await page.locator('td.column-email').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.RaSidebar-open').count()).toBe(0);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await screenshot(page, 'backoffice-users-tablet');
    await context.close();
  });

  it("shows the server's duplicate hole number error on that hole's input", async () => {
    type Course = { id: number; holes?: { number: number; par: number }[] };
    const list = (await adminApi<Course[]>('GET', 'admin/courses?per_page=5')).body.data;
    const course = list[0]!;
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await backoffice(page, `/courses/${course.id}`);
    const par = page.locator('input[name="holes.0.par"]');
    await par.waitFor();
    const before = Number(await par.inputValue());
    await par.fill(String(before === 4 ? 5 : 4));
    // The save goes out with hole 3 numbered like hole 2 (the form cannot do that itself): the
    // server's answer is real, a 422 on holes.2.number.
    await page.route('**/api/v1/admin/courses/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const body = JSON.parse(request.postData() ?? '{}') as { holes?: { number: number }[] };
      if (body.holes && body.holes.length > 2) body.holes[2]!.number = body.holes[1]!.number;
      return route.continue({ postData: JSON.stringify(body) });
    });
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(422);
    // The hole input's own form control (the nearest), not the holes list around every input.
    const errorOf = (index: number) =>
      page
        .locator(`input[name="holes.${index}.number"]`)
        .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]')
        .locator('.MuiFormHelperText-root.Mui-error');
    await errorOf(2).waitFor();
    expect(await errorOf(2).textContent()).toContain('duplicate');
    expect(await errorOf(1).count()).toBe(0);
    expect(await errorOf(0).count()).toBe(0);
    await screenshot(page, 'backoffice-course-duplicate-hole');
    await page.close();
  });
  it('deletes a plan nobody bought from its editor, and shows why a plan with an order stays', async () => {
    const plan = async (name: string) =>
      (await adminApi<{ id: number }>('POST', 'admin/subscriptions', { name, meta: [] })).body.data.id;
    const unused = await plan(`QA unused ${Date.now().toString(36)}`);
    const ordered = await plan(`QA ordered ${Date.now().toString(36)}`);
    const price = await adminApi<{ id: number }>('POST', 'admin/prices', {
      subscription_id: ordered,
      price_type: enums.product_price_type.money,
      amount: 100,
      currency: 'EUR',
    });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
    const buyer = await signInToken(await createPlayer('qa-plan-buyer'));
    const order = await api('POST', '/api/v1/store/orders', { token: buyer, body: { price_id: price.body.data.id } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInBackofficeAdmin(page);
    const deletePlan = async (id: number) => {
      await backoffice(page, `/subscriptions/${id}`);
      await page.getByTestId('plan-delete').click();
      await page.getByRole('button', { name: 'Confirm' }).click();
    };
    await deletePlan(unused);
    await expect.poll(async () => (await adminApi('GET', `admin/subscriptions/${unused}`)).status).toBe(404);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/backoffice/subscriptions');

    await deletePlan(ordered);
    await page.getByText(translate('en', 'errors.store.plan_has_orders')).waitFor();
    expect((await adminApi('GET', `admin/subscriptions/${ordered}`)).status).toBe(200);
    await page.close();
  });
});
