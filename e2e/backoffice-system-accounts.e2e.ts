import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();
const STAFF_REFUSAL = "A system account holds the platform's fees: nobody can change it.";

/** A club with a member fee and one paying member: the club fee house comes to be, as on a live platform. */
async function clubFeeHouse(adminToken: string): Promise<number> {
  const [owner, member] = await Promise.all([createPlayer('sysowner'), createPlayer('sysmember')]);
  const [ownerToken, memberToken] = await Promise.all([signInToken(owner), signInToken(member)]);
  const credit = await api('POST', '/api/v1/admin/wallets/adjustments', {
    token: adminToken,
    body: { user_id: owner.id, token_type: enums.token_type.coins, amount: 1000, comment: 'system account e2e' },
  });
  expect(credit.status, JSON.stringify(credit.body)).toBe(201);
  const club = await api<{ data: { id: number } }>('POST', '/api/v1/clubs', {
    token: ownerToken,
    body: { name: `E2E House ${Date.now().toString(36)}`, member_fee: 10, accept_without_approval: true },
  });
  expect(club.status, JSON.stringify(club.body)).toBe(201);
  const joined = await api('POST', `/api/v1/clubs/${club.body.data.id}/join`, { token: memberToken });
  expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);
  const houses = await api<{ data: { id: number; email: string }[] }>(
    'GET',
    `/api/v1/admin/users?filter[system_account]=1`,
    { token: adminToken },
  );
  return houses.body.data.find((user) => user.email === 'house@clubs.invalid')!.id;
}

describe('back-office: a system account', () => {
  it('is marked in the users list, and its page shows it with every change disabled and why', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const houseId = await clubFeeHouse(adminToken);

    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInBackofficeAdmin(page);

    // The list shows it among the players, marked; a player's row has no mark.
    const search = encodeURIComponent(JSON.stringify({ q: 'club_fee_house' }));
    await page.goto(`${baseUrl()}/backoffice/users?filter=${search}`);
    const chip = page.getByTestId('user-system-account-chip');
    await chip.waitFor();
    expect(await chip.textContent()).toBe('System account');
    expect(await page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'backoffice-system-account-list');
    const players = encodeURIComponent(JSON.stringify({ system_account: 'false' }));
    await page.goto(`${baseUrl()}/backoffice/users?filter=${players}`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('user-system-account-chip').count()).toBe(0);

    // Its page: the notice, its wallets with the fee, and no change staff could make.
    await page.goto(`${baseUrl()}/backoffice/users/${houseId}`);
    await page.getByTestId('user-system-account').waitFor();
    await page.getByTestId('user-wallets').waitFor();
    expect(await page.getByTestId('user-suspend').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-status-refusal').textContent()).toBe(STAFF_REFUSAL);
    expect(await page.getByTestId('user-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('user-edit-refusal').textContent()).toBe(STAFF_REFUSAL);
    await page.getByTestId('user-roles-refusal').waitFor();
    expect(await page.getByTestId('user-role-administrator').isDisabled()).toBe(true);
    await page.getByTestId('user-permissions-refusal').waitFor();
    expect(await page.getByTestId('user-permission-manage-users').isDisabled()).toBe(true);
    expect(await page.getByTestId('unlock-grant').isDisabled()).toBe(true);
    const adjust = page.getByTestId('user-wallets').getByTestId('wallet-adjust').first();
    await adjust.waitFor();
    expect(await adjust.isDisabled()).toBe(true);
    expect(await page.getByTestId('notify-open').count()).toBe(0);
    // Its profile, address and wagering fields are read-only, as Save is disabled: nothing can be typed in.
    for (const field of ['user-display-name', 'user-email', 'user-phone', 'user-date-of-birth', 'user-city']) {
      expect(await page.getByTestId(field).isEditable(), field).toBe(false);
    }
    expect(await page.locator('input[name="country"]').isEditable()).toBe(false);
    expect(await page.getByTestId('user-wagering-allowed').locator('input').isDisabled()).toBe(true);
    const tokenTypes = page.getByTestId('user-allowed-token-types').locator('input[type="checkbox"]');
    expect(await tokenTypes.count()).toBeGreaterThan(0);
    for (const box of await tokenTypes.all()) expect(await box.isDisabled()).toBe(true);
    // The language select opens no menu.
    await page.getByTestId('user-locale').locator('[role="combobox"]').click({ force: true });
    expect(await page.getByRole('listbox').count()).toBe(0);
    await screenshot(page, 'backoffice-system-account-page');

    // Course allocation refuses it too: its changes are disabled, with the same reason.
    await page.goto(`${baseUrl()}/backoffice/courses/allocation?user=${houseId}`);
    await page.getByTestId('allocation-courses').waitFor();
    expect(await page.getByTestId('allocation-refusal').textContent()).toBe(STAFF_REFUSAL);
    const grants = page.getByTestId('allocation-grant');
    expect(await grants.count()).toBeGreaterThan(0);
    for (const grant of await grants.all()) expect(await grant.isDisabled()).toBe(true);
    const packs = page.getByTestId('allocation-map-packs');
    expect(await packs.getByRole('button', { name: 'Give', exact: true }).isDisabled()).toBe(true);
    expect(await packs.getByRole('combobox').getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'backoffice-system-account-allocation');

    // A player's page and allocation stay open to the same administrator.
    const player = await createPlayer('sysplayer');
    await page.goto(`${baseUrl()}/backoffice/users/${player.id}`);
    await page.getByTestId('user-display-name').waitFor();
    await expect.poll(() => page.getByTestId('user-display-name').inputValue()).toBe(player.displayName);
    expect(await page.getByTestId('user-display-name').isEditable()).toBe(true);
    expect(await page.getByTestId('user-edit-refusal').count()).toBe(0);
    await page.goto(`${baseUrl()}/backoffice/courses/allocation?user=${player.id}`);
    await page.getByTestId('allocation-courses').waitFor();
    expect(await page.getByTestId('allocation-refusal').count()).toBe(0);
    expect(await page.getByTestId('allocation-grant').first().isEnabled()).toBe(true);

    // The wallets list refuses it too, with the same reason, rather than answering Adjust with a 403.
    const itsWallets = encodeURIComponent(JSON.stringify({ user_id: houseId }));
    await page.goto(`${baseUrl()}/backoffice/wallets?filter=${itsWallets}`);
    const rowAdjust = page.locator('tbody tr').first().getByTestId('wallet-adjust');
    await rowAdjust.waitFor();
    expect(await rowAdjust.isDisabled()).toBe(true);
    expect(await rowAdjust.getAttribute('aria-description')).toBe(STAFF_REFUSAL);
    expect(errors).toEqual([]);
    await page.close();
  });
});
