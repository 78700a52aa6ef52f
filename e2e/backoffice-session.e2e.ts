import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '@golf/contracts';
import {
  api,
  createPlayer,
  demoAccount,
  signInToken,
  submitBackofficeLogin,
  suspendAccount,
  unusedTotp,
} from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { STAFF_ROLE } from './fixtures/staff';
import { enableTwoFactor } from './two-factor';

const browser = await launchBrowser();

/** The back-office keeps its bearer token here (apps/backoffice/src/config.ts TOKEN_STORAGE_KEY). */
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('bo_token'));

async function setRoles(userId: number, roles: string[]): Promise<void> {
  const adminToken = await signInToken(demoAccount('administrator'));
  const reply = await api('PUT', `/api/v1/admin/users/${userId}/roles`, { token: adminToken, body: { roles } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** A staff member (access-backoffice + manage-profanities) signed in to the back-office, on the home page. */
async function signedInStaff(page: Page, extraRoles: string[] = []) {
  const staff = await createPlayer('bo-session');
  await setRoles(staff.id, ['user', STAFF_ROLE.name, ...extraRoles]);
  await submitBackofficeLogin(page, staff);
  await page.getByTestId('menu-profanities').waitFor();
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  return { staff, token: token! };
}

/** The login page shows (no blank page) in place of a deep link opened while signed out. */
async function expectSentToLogin(page: Page, path: string) {
  await page.goto(`${baseUrl()}/backoffice${path}`);
  await page.getByTestId('login-form').waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).pathname, path).toBe('/backoffice/login');
}

/** The session of a bearer token is over on the server: /users/me answers 401. */
async function expectSignedOutOnServer(token: string) {
  await expect.poll(async () => (await api('GET', '/api/v1/users/me', { token })).status).toBe(401);
}

describe('back-office session', () => {
  it('logs out (server too) with a message when a reload finds the account without access-backoffice', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const { staff, token } = await signedInStaff(first);
    await first.close();
    await setRoles(staff.id, ['user']);

    const page = await context.newPage();
    await page.goto(`${baseUrl()}/backoffice/profanities`);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Insufficient permissions');
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    expect(await storedToken(page)).toBeNull();
    await expectSignedOutOnServer(token);
    await screenshot(page, 'backoffice-lost-access-reload');
    await context.close();
  });

  it('says on the login page why the session ended when staff are suspended meanwhile (decision 0124)', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const { staff } = await signedInStaff(first);
    await first.close();
    const reason = 'Access under review';
    await suspendAccount(staff.id, reason);

    const page = await context.newPage();
    await page.goto(`${baseUrl()}/backoffice/profanities`);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(translate('en', 'errors.users.session_ended_suspended', { reason }));
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('follows abilities.updated at once: the menu changes, and losing access-backoffice logs out', async () => {
    const page = await browser.newPage();
    const { staff, token } = await signedInStaff(page, ['administrator']);
    await page.getByTestId('menu-users').waitFor();

    // The administrator role goes: users leave the menu without a reload; profanities stay.
    await setRoles(staff.id, ['user', STAFF_ROLE.name]);
    await expect.poll(() => page.getByTestId('menu-users').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('menu-profanities').count()).toBe(1);
    expect(await storedToken(page)).toBe(token);

    // No back-office role left: logged out at once, with the reason on the login page.
    await setRoles(staff.id, ['user']);
    const error = page.getByTestId('login-error');
    await error.waitFor({ timeout: 10_000 });
    expect(await error.textContent()).toContain('Insufficient permissions');
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    expect(await storedToken(page)).toBeNull();
    await expectSignedOutOnServer(token);
    await page.close();
  });

  it('reads the abilities again once subscribed: a role lost before the subscription still leaves the menu', async () => {
    const page = await browser.newPage();
    // The user channel's authorization waits until the role is gone, so its abilities.updated reaches nobody.
    let subscribe = () => {};
    const roleChanged = new Promise<void>((resolve) => (subscribe = resolve));
    await page.route('**/broadcasting/auth', async (route) => {
      await roleChanged;
      await route.continue();
    });
    const { staff } = await signedInStaff(page, ['administrator']);
    await page.getByTestId('menu-users').waitFor();
    await setRoles(staff.id, ['user', STAFF_ROLE.name]);
    subscribe();
    await expect.poll(() => page.getByTestId('menu-users').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('menu-profanities').count()).toBe(1);
    await page.close();
  });

  it("clears the server's sign-in error when the form is edited or sent again", async () => {
    const page = await browser.newPage();
    await submitBackofficeLogin(page, { email: 'nobody-here@example.com', password: 'wrong-password-1' });
    const error = page.getByTestId('login-error');
    await error.waitFor();
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-submit').click();
    await page.getByText('Must be a valid email').waitFor();
    expect(await error.count()).toBe(0);
    await page.close();
  });

  it('sends a deep link opened while signed out to the login page, and back to it after signing in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/users', '/orders/3', '/courses/allocation?user=2', '/transactions'])
      await expectSentToLogin(page, path);
    // Signing in on the login page the last deep link led to opens that page.
    const admin = demoAccount('administrator');
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/backoffice/transactions');
    await page.getByTestId('menu-transactions').waitFor();
    await context.close();
  });

  it('sends a deep link to the login page after the unauthorized page has logged staff out', async () => {
    const page = await browser.newPage();
    await signedInStaff(page);
    await page.goto(`${baseUrl()}/backoffice/users`);
    await page.getByTestId('unauthorized').waitFor();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expectSentToLogin(page, '/transactions');
    await page.close();
  });

  it('asks staff with two-factor authentication for the code, refuses a wrong one and signs in with the right one', async () => {
    const staff = await createPlayer('bo-two-factor');
    const used = new Set<number>();
    const { secret } = await enableTwoFactor(staff, used);
    await setRoles(staff.id, ['user', STAFF_ROLE.name]);
    const page = await browser.newPage();
    await submitBackofficeLogin(page, staff);
    await page.getByTestId('login-two-factor').waitFor();
    const code = page.getByTestId('login-code');
    await code.fill('000000');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('two-factor code');
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    await code.fill(unusedTotp(secret, used));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('menu-profanities').waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/');
    await page.close();
  });
});
