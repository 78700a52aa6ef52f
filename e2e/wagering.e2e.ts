import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums, translate } from '@golf/contracts';
import {
  api,
  createPlayer,
  demoAccount,
  signInBackofficeAdmin,
  signInToken,
  submitBackofficeLogin,
  useBearerToken,
} from './accounts';
import { STAFF_ROLE } from './fixtures/staff';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { apiStroke as stroke, playState, shortRound, swing } from './play-steps';
import { twoFactorPlayer } from './two-factor';

const browser = await launchBrowser();

/**
 * A player who may wager (docs/wagering.md): an address in Sweden, two-factor authentication and
 * the coin_wagering feature; the 100 coins of sign-up are their stake. Returns the player and a
 * bearer token opened with the second factor.
 */
async function wagerer(tag: string, adminToken: string) {
  const { player, token } = await twoFactorPlayer(tag, adminToken, 'coin_wagering');
  expect((await api('PATCH', '/api/v1/users/me', { token, body: { country: 'SE' } })).status).toBe(200);
  return { player, token };
}

async function gamePage(token: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await useBearerToken(context, 'game', token);
  return context.newPage();
}

/**
 * Issue 35's acceptance: two players with 2FA play a 3-hole stroke-play round for 100 coins each;
 * the winner swings in the browser and watches the pot less the fee arrive in the wallet, live.
 */
describe('wagering', () => {
  it('two players stake 100 coins each; the winner sees the pot less the fee arrive, and the settlement', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const [host, guest] = await Promise.all([wagerer('whost', adminToken), wagerer('wguest', adminToken)]);

    // The create form takes a wager and tells of the minimum.
    const hosting = await gamePage(host.token);
    await hosting.goto(`${baseUrl()}/game/rounds/new`);
    await expect.poll(() => hosting.getByTestId('round-course').inputValue(), { timeout: 10_000 }).not.toBe('');
    await hosting.getByTestId('round-wager-toggle').click({ force: true });
    // A decimal stake stays as typed and the server's rule is shown on the field: it once became 15.
    const amount = hosting.getByTestId('round-wager-amount');
    await amount.fill('');
    await amount.pressSequentially('1.5');
    expect(await amount.inputValue()).toBe('1.5');
    await hosting.getByText('Enter a whole number from 1 to').waitFor();
    await hosting.getByTestId('round-create-submit').click();
    expect(hosting.url()).toMatch(/\/rounds\/new$/);
    await amount.fill('100');
    await hosting.getByTestId('round-wager-minimum').waitFor();
    await screenshot(hosting, 'wagering-create');
    await hosting.context().close();
    // The round itself on the three shortest holes, with automatic putting so the swings stay few.
    const { roundId, holes } = await shortRound(host.token, 3, {
      title: `Wager ${Date.now().toString(36)}`,
      game_mode: enums.game_mode.stroke_play,
      max_players: 2,
      gimme_distance: 1000,
      wager_amount: 100,
    });

    // The guest opens the lobby, sees what joining takes, and joins; the stake leaves the wallet.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await useBearerToken(context, 'game', guest.token);
    const wallet = await context.newPage();
    await wallet.goto(`${baseUrl()}/game/rounds/${roundId}/lobby`);
    await wallet.getByTestId('round-wager-join-debit').waitFor();
    await wallet.getByTestId('round-join').click();
    await wallet.getByTestId('round-waiting').waitFor();
    expect(await wallet.getByTestId('round-wager-pot').textContent()).toContain('200');
    await wallet.goto(`${baseUrl()}/game/profile/economy`);
    const coins = wallet.getByTestId('wallet-coins');
    await expect.poll(() => coins.getAttribute('data-balance'), { timeout: 10_000 }).toBe('0');

    // The host starts and plays through the API as the game reports it: eight strokes a hole.
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token: host.token })).status).toBe(200);
    for (const hole of holes)
      for (let shot = 1; shot <= 8; shot++)
        expect((await stroke(host.token, roundId, hole, shot === 8)).status).toBe(201);

    // The guest swings in the browser until the round is over; the wallet page stays open beside it.
    const play = await context.newPage();
    await play.goto(`${baseUrl()}/game/rounds/${roundId}`);
    await play.getByTestId('round-play').waitFor();
    await expect.poll(() => playState(play), { timeout: 10_000 }).toBe('ongoing');
    for (let swings = 0; (await playState(play)) === 'ongoing'; swings++) {
      if (swings === 20) throw new Error('the round did not finish in 20 swings');
      await swing(play);
    }
    expect(await playState(play)).toBe('completed');
    // The pot of 200 less the fee of 0.15, live in the wallet that was not reloaded.
    await expect.poll(() => coins.getAttribute('data-balance'), { timeout: 10_000 }).toBe('170');

    // The finished screen shows the settlement.
    const summary = play.getByTestId('round-wager-summary');
    await summary.waitFor({ timeout: 10_000 });
    await expect.poll(() => summary.getAttribute('data-state'), { timeout: 10_000 }).toBe('paid');
    expect(await play.getByTestId(`round-wager-payout-${guest.player.id}`).textContent()).toContain('170');
    expect(await play.getByTestId('round-wager-fee').textContent()).toContain('30');
    await screenshot(play, 'wagering-settled');
    await context.close();
    const hostWallets = await api<{ data: { token_type: number; balance: number }[] }>(
      'GET',
      '/api/v1/users/me/wallets',
      { token: host.token },
    );
    expect(hostWallets.body.data.find((w) => w.token_type === enums.token_type.coins)?.balance).toBe(0);
  });

  it('a player without a country is told so on the create form, with the way to the address', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const { token } = await twoFactorPlayer('wnocountry', adminToken, 'coin_wagering');
    const page = await gamePage(token);
    await page.goto(`${baseUrl()}/game/rounds/new`);
    await page.getByTestId('round-wager-toggle').click({ force: true });
    const refused = page.getByTestId('round-wager-refused');
    await refused.waitFor();
    const fix = refused.getByRole('link');
    expect(await fix.getAttribute('href')).toBe('/game/profile/address');
    await fix.click();
    await page.waitForURL((url) => url.pathname === '/game/profile/address');
    await page.context().close();
  });

  it("a player who may not wager gets no Join in the list but the way to the round's lobby, which says why", async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const host = await wagerer('wrhost', adminToken);
    const title = `Wager refused ${Date.now().toString(36)}`;
    const { roundId } = await shortRound(host.token, 3, {
      title,
      game_mode: enums.game_mode.stroke_play,
      visibility: enums.round_visibility.public,
      max_players: 2,
      wager_amount: 50,
    });
    // A new player: no 2FA, no country on the address, no coin_wagering feature.
    const page = await gamePage(await signInToken(await createPlayer('wrefused')));

    // The list offers no Join the server would refuse: it says so, and leads to the round's lobby.
    await page.goto(`${baseUrl()}/game/rounds`);
    const row = page.locator(`[data-testid="lobby-rounds"] [data-round-id="${roundId}"]`);
    const refusedJoin = row.getByTestId('round-join-refused');
    await refusedJoin.waitFor();
    expect(await refusedJoin.textContent()).toBe('Cannot join: see why');
    expect(await row.getByTestId('round-join').count()).toBe(0);
    await refusedJoin.click();
    await page.waitForURL((url) => url.pathname === `/game/rounds/${roundId}/lobby`);

    // The round's lobby says why, with the create form's fixes, and Join is off.
    const refused = page.getByTestId('round-wager-join-refused');
    await refused.waitFor();
    const reasons = [
      ['two_factor_missing', 'Wager rounds need two-factor authentication.', '/game/profile/two-factor'],
      ['address_missing', 'Add your country (and state) to your address', '/game/profile/address'],
      ['feature_missing', 'Wager rounds need the Coin wagering feature.', '/game/subscriptions'],
    ];
    for (const [refusal, text, href] of reasons) {
      const line = refused.getByTestId(`round-wager-join-refusal-${refusal}`);
      expect(await line.textContent()).toContain(text);
      expect(await line.getByRole('link').getAttribute('href')).toBe(href);
    }
    expect(await refused.getByRole('listitem').count()).toBe(3);
    expect(await page.getByTestId('round-join').isDisabled()).toBe(true);
    expect(await page.getByTestId('round-wager-join-debit').count()).toBe(0);
    await screenshot(page, 'wagering-join-refused');
    await page.context().close();
  });

  it('a join the server refuses after the list was read (eligibility lost meanwhile) names its reasons, no fields', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const host = await wagerer('wrachost', adminToken);
    const { roundId } = await shortRound(host.token, 3, {
      title: `Wager race ${Date.now().toString(36)}`,
      game_mode: enums.game_mode.stroke_play,
      visibility: enums.round_visibility.public,
      max_players: 2,
      wager_amount: 50,
    });
    const guest = await wagerer('wracer', adminToken);
    const page = await gamePage(guest.token);
    // The page reads the status again when the player's features or profile change; this test holds it at what
    // it first read, so the change below lands between the page's last read and the click, as in a race.
    const statusPath = '/api/v1/users/me/wagering';
    const isStatus = (url: URL) => url.pathname === statusPath;
    const firstStatus = page.waitForResponse((response) => isStatus(new URL(response.url())));
    await page.goto(`${baseUrl()}/game/rounds`);
    const eligible = await (await firstStatus).text();
    const row = page.locator(`[data-testid="lobby-rounds"] [data-round-id="${roundId}"]`);
    const join = row.getByTestId('round-join');
    await join.waitFor();
    await expect.poll(() => join.isEnabled()).toBe(true);
    // Joining debits the stake at once: the button says so.
    expect(await join.textContent()).toBe('Join for 50 Coins');

    // A change of what the status depends on reaches the open list without a reload, both ways.
    const setCountry = async (country: string | null) =>
      expect((await api('PATCH', '/api/v1/users/me', { token: guest.token, body: { country } })).status).toBe(200);
    await setCountry(null);
    await row.getByTestId('round-join-refused').waitFor();
    await setCountry('SE');
    await join.waitFor();
    await expect.poll(() => join.isEnabled()).toBe(true);
    await page.route(isStatus, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: eligible }),
    );

    // Meanwhile staff take the feature away and the player clears their country elsewhere.
    const unlocks = await api<{ data: { id: number; name: string }[] }>(
      'GET',
      `/api/v1/admin/users/${guest.player.id}/feature-unlocks`,
      { token: adminToken },
    );
    const unlock = unlocks.body.data.find((item) => item.name === 'coin_wagering');
    expect(unlock, JSON.stringify(unlocks.body)).toBeDefined();
    const revoked = await api('DELETE', `/api/v1/admin/users/${guest.player.id}/feature-unlocks/${unlock?.id}`, {
      token: adminToken,
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(204);
    await setCountry(null);

    // The Join the page still offers is refused by the server: its reasons show as a plain message.
    await join.click();
    const modal = page.getByTestId('error-modal');
    await modal.waitFor();
    expect(await page.getByTestId('error-modal-title').textContent()).toBe('This wager round cannot be joined');
    // None of the reasons is a field: no "Please check these fields" heads them.
    expect(await modal.textContent()).not.toContain('Please check these fields');
    const told = await page.getByTestId('error-modal-reason').allTextContents();
    expect(told).toEqual([
      translate('en', 'errors.rounds.wager_restricted'),
      translate('en', 'errors.rounds.wager_feature_required'),
    ]);
    await page.context().close();
  });

  it('staff with manage-wager-restrictions add a region in the back-office; staff without it are refused', async () => {
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    await page.goto(`${baseUrl()}/backoffice/wager-restrictions/add`);
    await page.getByTestId('wager-restriction-country').fill('us');
    await page.getByTestId('wager-restriction-region').fill('us-nv');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/wager-restrictions');
    await expect.poll(() => page.getByTestId('wager-restrictions-preamble').isVisible()).toBe(true);
    await expect.poll(() => page.locator('table').first().textContent(), { timeout: 10_000 }).toContain('US-NV');
    // Below the list, the wager rounds held for staff: none in this run.
    await page.getByTestId('wager-reviews-empty').waitFor();
    await screenshot(page, 'wagering-backoffice-restrictions');
    await page.close();

    const staff = await createPlayer('wstaff');
    const adminToken = await signInToken(demoAccount('administrator'));
    const granted = await api('PUT', `/api/v1/admin/users/${staff.id}/roles`, {
      token: adminToken,
      body: { roles: ['user', STAFF_ROLE.name] },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const refused = await api('GET', '/api/v1/admin/wager-restrictions', { token: await signInToken(staff) });
    expect(refused.status).toBe(403);
    const staffPage = await browser.newPage();
    await submitBackofficeLogin(staffPage, staff);
    await staffPage.getByTestId('menu-profanities').waitFor();
    expect(await staffPage.getByTestId('menu-wager-restrictions').count()).toBe(0);
    await staffPage.goto(`${baseUrl()}/backoffice/wager-restrictions`);
    await staffPage.getByTestId('unauthorized').waitFor();
    await staffPage.close();
  });
});
