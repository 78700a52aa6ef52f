import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums, type AdminTournament, type Transaction, type Wallet } from '@golf/contracts';
import {
  api,
  createPlayer,
  demoAccount,
  signInBackofficeAdmin,
  signInToken,
  signInWeb,
  useBearerToken,
} from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { apiStroke, playState, shortHoles, swing } from './play-steps';
import { twoFactorPlayer } from './two-factor';

const browser = await launchBrowser();

const FEE = 10;
const PRIZE = 1000;
const MINUTE = 60_000;

/** A date-time input's value in UTC (the staff context runs in UTC), to the minute as the input holds it. */
const localValue = (time: number) => new Date(time).toISOString().slice(0, 16);

/** Picks `value` in the react-admin select whose hidden input is `name`. */
async function choose(page: Page, name: string, value: string | number, multiple = false): Promise<void> {
  const select = page.locator('.MuiInputBase-root', { has: page.locator(`input[name="${name}"]`) });
  await select.locator('[role="combobox"]').click();
  await page.locator(`li[role="option"][data-value="${value}"]`).click();
  if (multiple) await page.keyboard.press('Escape');
}

/** One tournament round in the form: the course, its window, the cut, one custom hole, automatic putting. */
async function fillRound(
  page: Page,
  index: number,
  round: { courseId: number; hole: number; start: number; end: number; cut: number | null },
) {
  await page.locator('.button-add-rounds').click();
  const field = (name: string) => page.locator(`input[name="rounds.${index}.${name}"]`);
  await choose(page, `rounds.${index}.course_id`, round.courseId);
  await field('start_at').fill(localValue(round.start));
  await field('end_at').fill(localValue(round.end));
  if (round.cut !== null) await field('tournament_cut').fill(String(round.cut));
  await choose(page, `rounds.${index}.hole_group`, enums.hole_group.custom);
  await choose(page, `rounds.${index}.holes`, round.hole, true);
  await choose(page, `rounds.${index}.gimme_distance`, 1000);
}

/**
 * Staff move the start (and each round's) to a few seconds from now, to the second, once the
 * players have entered: the form holds minutes, and waiting for the next one would be most of the test.
 */
async function startSoon(adminToken: string, tournamentId: number): Promise<void> {
  const path = `/api/v1/tournaments/${tournamentId}`;
  const { body } = await api<{ data: AdminTournament }>('GET', path, { token: adminToken });
  const start = Date.now() + 3000;
  const rounds = body.data.rounds.map((round, index) => ({
    ...round,
    start_at: new Date(start + index * 1000).toISOString(),
  }));
  const moved = await api('PATCH', path, {
    token: adminToken,
    body: { start_at: new Date(start).toISOString(), rounds },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

async function coins(token: string): Promise<number> {
  const reply = await api<{ data: Wallet[] }>('GET', '/api/v1/users/me/wallets', { token });
  return reply.body.data.find((wallet) => wallet.token_type === enums.token_type.coins)?.balance ?? 0;
}

/** The ledger invariant as a player can see it: the coin balance is the sum of their coin entries. */
async function expectLedgerMatches(token: string): Promise<void> {
  const reply = await api<{ data: Transaction[] }>('GET', '/api/v1/users/me/transactions?per_page=100', { token });
  expect(reply.status).toBe(200);
  const sum = reply.body.data
    .filter((entry) => entry.token_type === enums.token_type.coins)
    .reduce(
      (total, entry) => total + (entry.event_type === enums.transaction_event_type.debit ? -1 : 1) * entry.amount,
      0,
    );
  expect(sum).toBe(await coins(token));
}

/** A whole one-hole round through the API, as the game reports it: `strokes` strokes, the last holed. */
async function playByApi(token: string, tournamentId: number, number: number, hole: number, strokes: number) {
  const play = await api<{ data: { round_id: number } }>(
    'POST',
    `/api/v1/tournaments/${tournamentId}/rounds/${number}/play`,
    { token },
  );
  expect(play.status, JSON.stringify(play.body)).toBeLessThan(300);
  for (let shot = 1; shot <= strokes; shot++)
    expect((await apiStroke(token, play.body.data.round_id, hole, shot === strokes)).status).toBe(201);
}

/** The player in the browser: "play my round", then swings until the round is over, and back. */
async function playInBrowser(page: Page, tournamentUrl: string, number: number) {
  const play = page.getByTestId('tournament-play');
  await expect.poll(() => play.getAttribute('data-round'), { timeout: 30_000, interval: 500 }).toBe(String(number));
  await play.click();
  await page.getByTestId('round-play').waitFor();
  await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
  for (let swings = 0; (await playState(page)) === 'ongoing'; swings++) {
    if (swings === 12) throw new Error('the hole was not finished in 12 swings');
    await swing(page);
  }
  await page.goto(tournamentUrl);
  await page.getByTestId('tournament-page').waitFor();
}

/**
 * Issue 34's acceptance: staff create a two-round tournament with an entry fee, a prize pool and a
 * top-10 linear split in the back-office and publish it; three players with 2FA enter (one in the
 * game, where the confirmation names the fee), play round 1, the cut after it leaves two, who play
 * round 2; a spectator's leaderboard follows it all live; the two finishers are paid the whole
 * prize, and every wallet matches its ledger.
 */
describe('tournaments', () => {
  it('runs a two-round tournament from the back-office to the payouts, live on the leaderboard', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const { courseId, holes } = await shortHoles(adminToken, 1);
    const hole = holes[0]!;
    const title = `Open ${Date.now().toString(36)}`;
    // Entries close at the start: ahead of the form and the entries (it is brought forward below).
    const start = Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE;

    // Staff: the form, with two rounds (a cut of 2 after round 1), then publish from the edit screen.
    const staff = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1400, height: 1000 } });
    const office = await staff.newPage();
    await signInBackofficeAdmin(office);
    await office.goto(`${baseUrl()}/backoffice/tournaments/add`);
    await office.locator('input[name="title"]').fill(title);
    await office.locator('input[name="start_at"]').fill(localValue(start));
    // An end before the start is named under the field before anything is sent.
    await office.locator('input[name="end_at"]').fill(localValue(start - MINUTE));
    await office.getByRole('button', { name: 'Save' }).click();
    await office.getByText('Must be after the start.').waitFor();
    await office.locator('input[name="end_at"]').fill(localValue(start + 61 * MINUTE));
    await office.locator('input[name="max_players"]').fill('10');
    await office.locator('input[name="entry_fee"]').fill(String(FEE));
    await choose(office, 'winning_logic', enums.winning_logic.top_10_linear_split);
    await office.locator('input[name="prize_sum"]').fill(String(PRIZE));
    await fillRound(office, 0, { courseId, hole, start, end: start + 30 * MINUTE, cut: 2 });
    await fillRound(office, 1, { courseId, hole, start: start + MINUTE, end: start + 60 * MINUTE, cut: null });
    await screenshot(office, 'tournament-backoffice-create');
    await office.getByRole('button', { name: 'Save' }).click();
    await office.waitForURL((url) => /\/backoffice\/tournaments\/\d+$/.test(url.pathname));
    const tournamentId = Number(new URL(office.url()).pathname.split('/').pop());
    await office.getByTestId('tournament-publish').click();
    await office.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => office.getByTestId('tournament-publish').count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => office.locator('input[name="formatted_prize_sum"]').inputValue(), { timeout: 10_000 })
      .toContain('1');

    // Three players with 2FA and the tournaments feature.
    const [first, second, third] = await Promise.all(
      ['tone', 'ttwo', 'tthree'].map((tag) => twoFactorPlayer(tag, adminToken, 'tournaments')),
    );
    const before = await Promise.all([first, second, third].map((p) => coins(p!.token)));
    // Two enter through the API, the first in the game: the list, the page, and a confirmation that names the fee.
    for (const player of [second!, third!]) {
      const entered = await api('POST', `/api/v1/tournaments/${tournamentId}/enter`, { token: player.token, body: {} });
      expect(entered.status, JSON.stringify(entered.body)).toBeLessThan(300);
    }

    const game = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await useBearerToken(game, 'game', first!.token);
    const page = await game.newPage();
    await page.goto(`${baseUrl()}/game`);
    await page.getByTestId('game-menu-events').click();
    await page.locator(`[data-testid="tournament-card"][data-tournament-id="${tournamentId}"]`).click();
    await page.getByTestId('tournament-page').waitFor();
    const tournamentUrl = page.url();
    await page.getByTestId('tournament-enter').click();
    expect(await page.getByTestId('confirm-modal').textContent()).toContain(`${FEE}`);
    await page.getByTestId('confirm-modal-confirm').click();
    await expect
      .poll(() => page.getByTestId('tournament-entry').getAttribute('data-entered'), { timeout: 10_000 })
      .toBe('true');
    await screenshot(page, 'tournament-entered');
    expect(await coins(first!.token)).toBe(before[0]! - FEE);

    // A spectator follows the leaderboard in a second browser, never reloading it.
    const spectator = await createPlayer('tview');
    const watching = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signInWeb(watching, spectator);
    const board = await watching.newPage();
    await board.goto(`${baseUrl()}/tournaments/${tournamentId}?section=leaderboard`);
    const row = (userId: number) => board.locator(`[data-testid="leaderboard-row"][data-user-id="${userId}"]`);
    await row(third!.player.id).waitFor();
    // Before a hole is played the score is "–", not level par ("E").
    expect(await row(third!.player.id).getAttribute('data-score')).toBe('–');

    // The spectator has neither 2FA nor the feature: the page names both, links each fix and offers no Enter.
    const refusals = board.getByTestId('tournament-entry-refusal');
    await expect
      .poll(() => refusals.evaluateAll((items) => items.map((item) => item.getAttribute('data-refusal'))))
      .toEqual(['two_factor_missing', 'feature_missing']);
    expect(await refusals.first().locator('a').getAttribute('href')).toBe('/profile/two-factor');
    expect(await refusals.nth(1).locator('a').getAttribute('href')).toBe('/subscriptions');
    expect(await board.getByTestId('tournament-enter').isDisabled()).toBe(true);

    // Everyone is in: staff bring the start forward; the player opens the page again to see it.
    await startSoon(adminToken, tournamentId);
    await page.goto(tournamentUrl);
    await page.getByTestId('tournament-page').waitFor();

    // Round 1 opens at the start: the first swings in the game, the others play through the API.
    await playInBrowser(page, tournamentUrl, 1);
    await playByApi(second!.token, tournamentId, 1, hole, 3);
    await expect.poll(() => row(second!.player.id).getAttribute('data-thru'), { timeout: 10_000 }).toBe('1');
    await playByApi(third!.token, tournamentId, 1, hole, 9);

    // Everyone has played round 1: the cut (top 2 and ties) leaves the third out, live.
    await expect.poll(() => row(third!.player.id).getAttribute('data-status'), { timeout: 15_000 }).toBe('cut');
    await board.getByTestId('leaderboard-line-cut').waitFor();
    await screenshot(board, 'tournament-leaderboard-cut');
    const refused = await api('POST', `/api/v1/tournaments/${tournamentId}/rounds/2/play`, { token: third!.token });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    // Round 2 for the two who made the cut; the tournament completes and pays out.
    await playInBrowser(page, tournamentUrl, 2);
    await playByApi(second!.token, tournamentId, 2, hole, 3);
    await expect
      .poll(() => board.getByTestId('tournament-page').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('finished');
    await page.getByTestId('tournament-my-payout').waitFor({ timeout: 15_000 });
    await screenshot(board, 'tournament-leaderboard-final');
    // The spectator reads the final board net (decision 0099): the switch asks the server again.
    const net = board.waitForResponse((res) => res.url().includes('/leaderboard?') && res.url().includes('view=net'));
    await board.getByTestId('leaderboard-basis').getByText('Net', { exact: true }).click();
    expect((await net).status()).toBe(200);
    await expect.poll(() => board.getByTestId('leaderboard-table').getAttribute('data-basis')).toBe('net');

    const after = await Promise.all([first, second, third].map((p) => coins(p!.token)));
    const won = after.map((balance, i) => balance - (before[i]! - FEE));
    expect(won[2]).toBe(0);
    expect(won[0]! + won[1]!).toBe(PRIZE);
    expect(Math.min(won[0]!, won[1]!)).toBeGreaterThan(0);
    for (const player of [first!, second!, third!]) await expectLedgerMatches(player.token);

    // Staff see the entrants and export the results.
    await office.reload();
    await office.locator(`[data-testid="entrant-row"][data-user-id="${third!.player.id}"]`).waitFor();
    expect(await office.locator('[data-testid="entrant-row"][data-status="cut"]').count()).toBe(1);
    const download = office.waitForEvent('download');
    await office.getByTestId('tournament-export').click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^tournament-${tournamentId}-.*results\\.csv$`));
    await Promise.all([staff.close(), game.close(), watching.close()]);
  }, 240_000);
});
