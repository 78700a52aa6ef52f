import { describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken, submitBackofficeLogin } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/**
 * A staff member with only some permissions, made on the user page: the administrator grants a
 * player access-backoffice and one section (profanities) in "Permissions", and that player, signed
 * in to the back-office, sees that section and no other.
 */
describe('back-office: a user’s own permissions', () => {
  it('an administrator grants a player one section, and the player sees only that section', async () => {
    const player = await createPlayer('bo-perms');
    const adminToken = await signInToken(demoAccount('administrator'));
    const directGrants = async () =>
      (
        await api<{ data: { abilities: string[] } }>('GET', `/api/v1/admin/users/${player.id}`, {
          token: adminToken,
        })
      ).body.data.abilities;

    const admin = await browser.newPage();
    admin.setDefaultTimeout(15_000);
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await signInBackofficeAdmin(admin);
    await admin.goto(`${baseUrl()}/backoffice/users/${player.id}`);
    await admin.getByTestId('user-permissions').waitFor();
    const box = (name: string) => admin.getByTestId(`user-permission-${name}`);
    // Nothing granted yet; the administrator may grant anything the player's roles do not give.
    expect(await box('access-backoffice').isChecked()).toBe(false);
    expect(await box('access-backoffice').isDisabled()).toBe(false);
    expect(await admin.getByTestId('user-permissions-refusal').count()).toBe(0);
    expect(await admin.getByTestId('user-permissions-save').isDisabled()).toBe(true);

    await box('access-backoffice').check();
    await box('manage-profanities').check();
    await admin.getByTestId('user-permissions-save').click();
    await expect.poll(directGrants, { timeout: 10_000 }).toEqual(['access-backoffice', 'manage-profanities']);
    // The page reloads the user: the boxes stay checked, and there is nothing left to save.
    await expect.poll(() => admin.getByTestId('user-permissions-save').isDisabled()).toBe(true);
    expect(await box('manage-profanities').isChecked()).toBe(true);
    expect(await box('manage-users').isChecked()).toBe(false);
    await screenshot(admin, 'backoffice-user-permissions');

    // On their own account the administrator sees the section disabled, with the reason.
    const adminId = (await api<{ data: { id: number } }>('GET', '/api/v1/users/me', { token: adminToken })).body.data
      .id;
    await admin.goto(`${baseUrl()}/backoffice/users/${adminId}`);
    await admin.getByTestId('user-permissions-refusal').waitFor();
    expect(await admin.getByTestId('user-permissions-save').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await admin.close();

    // The player signs in to the back-office and finds profanities, and nothing else.
    const staff = await browser.newPage();
    staff.setDefaultTimeout(15_000);
    await submitBackofficeLogin(staff, player);
    await staff.getByTestId('menu-profanities').waitFor();
    const menu = await staff
      .locator('[data-testid^="menu-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    // Beside profanities, only the entries every back-office account has (LOGIN in apps/backoffice/src/routes.ts);
    // Decrypt shows codes, so it needs manage-users (decision 0060).
    const everyStaffMember = ['menu-subscriptions', 'menu-vouchers', 'menu-vouchers-list'];
    expect([...menu].sort()).toEqual(['menu-profanities', ...everyStaffMember].sort());
    await staff.getByTestId('menu-profanities').click();
    await staff.waitForURL((url) => url.pathname.endsWith('/profanities'));
    // Another section's page is not theirs.
    await staff.goto(`${baseUrl()}/backoffice/users`);
    await expect.poll(() => new URL(staff.url()).pathname, { timeout: 10_000 }).not.toBe('/backoffice/users');
    await staff.close();
  });
});
