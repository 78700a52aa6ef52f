import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createPlayer, demoAccount, signInToken, signInWeb, submitBackofficeLogin } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { STAFF_ROLE } from './fixtures/staff';

const browser = await launchBrowser();

/** The back-office keeps its bearer token here (apps/backoffice/src/config.ts TOKEN_STORAGE_KEY). */
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('bo_token'));

describe('back-office identity', () => {
  it('refuses a player without access-backoffice: "Insufficient permissions", still on login', async () => {
    const player = await createPlayer('plain');
    const page = await browser.newPage();
    await submitBackofficeLogin(page, player);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Insufficient permissions');
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, 'backoffice-login-insufficient-permissions');
    await page.close();
  });

  it('sends staff without manage-users who open the users list to /unauthorized, logged out', async () => {
    const staff = await createPlayer('staff');
    const adminToken = await signInToken(demoAccount('administrator'));
    const granted = await api('PUT', `/api/v1/admin/users/${staff.id}/roles`, {
      token: adminToken,
      body: { roles: ['user', STAFF_ROLE.name] },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // The server agrees: the staff token may not list users.
    const refused = await api('GET', '/api/v1/admin/users', { token: await signInToken(staff) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_info: { code: 1019, key: 'auth.insufficient_permissions' } });

    const page = await browser.newPage();
    await submitBackofficeLogin(page, staff);
    // Logged in: the menu offers the section the role grants, and not the users.
    await page.getByTestId('menu-profanities').waitFor();
    expect(await page.getByTestId('menu-users').count()).toBe(0);
    expect(await storedToken(page)).not.toBeNull();

    await page.goto(`${baseUrl()}/backoffice/users`);
    await page.getByTestId('unauthorized').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/backoffice/unauthorized');
    await expect.poll(() => storedToken(page)).toBeNull();
    await screenshot(page, 'backoffice-unauthorized');
    await page.close();
  });

  it('grants a feature unlock from the user page, by its label, and revokes it; refusals show the server’s message', async () => {
    const player = await createPlayer('unlock');
    const playerToken = await signInToken(player);
    const unlocksOfPlayer = async () =>
      (
        await api<{ data: { name: string; expires_at: string | null }[] }>('GET', '/api/v1/users/me/feature-unlocks', {
          token: playerToken,
        })
      ).body.data;

    const page = await browser.newPage();
    await submitBackofficeLogin(page, demoAccount('administrator'));
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${baseUrl()}/backoffice/users/${player.id}`);
    const unlocks = page.getByTestId('user-feature-unlocks');
    await unlocks.getByText('None').waitFor();
    // The user's subscriptions are shown too (a new player has none).
    await page.getByTestId('user-subscriptions').waitFor();

    // Grant "Offline play", first with an expiry in the past, which the form refuses.
    await page.getByTestId('unlock-grant').click();
    const dialog = page.getByTestId('unlock-grant-dialog');
    await dialog.getByRole('combobox').click();
    await page.getByTestId('unlock-feature-offline').click();
    await page.getByTestId('unlock-expires-at').fill('2020-01-01T10:00');
    await page.getByTestId('unlock-grant-confirm').click();
    await dialog.getByText('The expiry must lie in the future.').waitFor();
    expect(await unlocksOfPlayer()).toEqual([]);
    await page.getByTestId('unlock-expires-at').fill('2099-06-30T12:00');
    await page.getByTestId('unlock-grant-confirm').click();
    const row = unlocks.locator('[data-testid="user-feature-unlock"][data-feature="offline"]');
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('Offline play');
    expect(cells[2]).toBe('Staff');
    expect(await unlocksOfPlayer()).toEqual([
      { name: 'offline', expires_at: new Date('2099-06-30T12:00').toISOString() },
    ]);
    await screenshot(page, 'backoffice-user-feature-unlock');

    // Revoke it (after confirming).
    await row.getByTestId('unlock-revoke').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await unlocksOfPlayer()).toEqual([]);

    // An unlock removed elsewhere meanwhile: the revoke is refused with the server's message.
    const adminToken = await signInToken(demoAccount('administrator'));
    const granted = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
      token: adminToken,
      body: { feature: 'multiplayer' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    await page.reload();
    const stale = unlocks.locator('[data-testid="user-feature-unlock"][data-feature="multiplayer"]');
    await stale.waitFor();
    const [listed] = (
      await api<{ data: { id: number; name: string }[] }>('GET', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
        token: adminToken,
      })
    ).body.data;
    expect(
      (await api('DELETE', `/api/v1/admin/users/${player.id}/feature-unlocks/${listed!.id}`, { token: adminToken }))
        .status,
    ).toBe(204);
    await stale.getByTestId('unlock-revoke').click();
    await page.getByTestId('confirm-modal-confirm').click();
    const message = page.getByTestId('error-modal-message');
    await message.waitFor();
    expect(await message.textContent()).toBe('The requested resource could not be found.');
    await screenshot(page, 'backoffice-user-feature-unlock-refused');
    await page.getByTestId('error-modal-close').click();
    await expect.poll(() => stale.count()).toBe(0);
    await page.close();
  });

  it('suspends a player from the user page: the player’s open session ends at once; then unsuspends', async () => {
    const victim = await createPlayer('victim');

    // The player is signed in to the player app in a browser of their own.
    const playerContext = await browser.newContext();
    await signInWeb(playerContext, victim);
    const player = await playerContext.newPage();
    await player.goto(`${baseUrl()}/profile`);
    await player.getByTestId('profile-section-content-settings').waitFor();
    const meStatus = async () => (await player.request.get(`${baseUrl()}/api/v1/users/me`)).status();
    expect(await meStatus()).toBe(200);

    // The administrator finds them in the users list and opens their page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await submitBackofficeLogin(admin, demoAccount('administrator'));
    await admin.getByTestId('menu-users').click();
    await admin.getByTestId('list-search').fill(victim.email);
    const row = admin.locator('tr', { hasText: victim.email });
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    // On the e-mail they searched for: it is plain text, so the click opens the row, not a mail client.
    await row.locator('td.column-email').click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe(`/backoffice/users/${victim.id}`);
    await admin.getByTestId('user-active').waitFor();

    // Suspend with a reason.
    const reason = 'Shared the account (e2e)';
    await admin.getByTestId('user-suspend').click();
    await admin.getByTestId('suspend-dialog').waitFor();
    await admin.getByTestId('suspend-reason').fill(reason);
    await admin.getByTestId('suspend-confirm').click();
    const suspended = admin.getByTestId('user-suspended');
    await suspended.waitFor();
    expect(await admin.getByTestId('user-suspend-reason').textContent()).toContain(reason);
    await screenshot(admin, 'backoffice-user-suspended');

    // The player's session is gone at once: the API refuses it, and a reload lands on sign-in,
    // where signing in again is refused.
    expect(await meStatus()).toBe(401);
    await player.reload();
    await player.getByTestId('sign-in-form').waitFor();
    await expect.poll(() => player.url()).toBe(`${baseUrl()}/sign-in?redirect=%2Fprofile`);
    await player.getByTestId('sign-in-email').fill(victim.email);
    await player.getByTestId('sign-in-password').fill(victim.password);
    await player.getByTestId('sign-in-submit').click();
    const refusal = player.getByTestId('sign-in-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('This account has been disabled');
    await screenshot(player, 'player-suspended-sign-in');

    // Unsuspend (after confirming): the player can sign in again and is back on their profile.
    await admin.getByTestId('user-unsuspend').click();
    await admin.getByTestId('confirm-modal-confirm').click();
    await admin.getByTestId('user-active').waitFor();
    expect(await suspended.count()).toBe(0);
    await player.getByTestId('sign-in-submit').click();
    await player.getByTestId('profile-section-content-settings').waitFor();
    expect(new URL(player.url()).pathname).toBe('/profile');
    expect(await meStatus()).toBe(200);

    await adminContext.close();
    await playerContext.close();
  });

  it('sends a system notification from the user page; the dialog opens empty again', async () => {
    const player = await createPlayer('notified');
    const page = await browser.newPage();
    await submitBackofficeLogin(page, demoAccount('administrator'));
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${baseUrl()}/backoffice/users/${player.id}`);
    await page.getByTestId('notify-open').click();
    const dialog = page.getByTestId('notify-dialog');
    await page.getByTestId('notify-send').click();
    await dialog.getByText('Write a title and a message in English.').waitFor();
    await page.getByTestId('notify-titleEn').fill('Course closed');
    await page.getByTestId('notify-bodyEn').fill('The range is closed on Monday.');
    await page.getByTestId('notify-send').click();
    await page.getByText('Sent to 1 user').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const received = await api<{ data: { title: string; body: string }[] }>('GET', '/api/v1/users/me/notifications', {
      token: await signInToken(player),
    });
    expect(received.body.data.map(({ title, body }) => ({ title, body }))).toContainEqual({
      title: 'Course closed',
      body: 'The range is closed on Monday.',
    });
    await page.getByTestId('notify-open').click();
    expect(await page.getByTestId('notify-titleEn').inputValue()).toBe('');
    await page.close();
  });
});
