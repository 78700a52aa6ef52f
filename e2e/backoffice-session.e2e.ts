import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createPlayer, demoAccount, signInToken, submitBackofficeLogin } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { STAFF_ROLE } from './fixtures/staff';

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
});
