import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { apiStroke, createRound, defaultCourse, openRound, playState, shortRound, swing } from './play-steps';

const browser = await launchBrowser();

/**
 * The play screen with a seeded `Math.random`, so that its virtual swings land the same way on every run: a
 * random tee shot could hole out and end the hole, and the mulligan tests need the hole still in play.
 */
async function newPage(player: Player, roundId: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    let seed = 20_261_129;
    Math.random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
  });
  return openRound(context, player, roundId);
}

/** The distance to the pin the play screen shows, in cm. */
const shownDistance = async (page: Page) => Number(await page.getByTestId('distance-to-pin').getAttribute('data-cm'));
/** The club the play screen has chosen (its label). */
const shownClub = (page: Page) => page.getByTestId('club-select').inputValue();

/** Starts the round from the play screen, as its host does. */
async function startFromPage(page: Page): Promise<void> {
  await page.getByTestId('start-round').click();
  await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
  await page.getByTestId('hole-map').waitFor();
}

describe('the other game modes and the mulligan in the browser', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('modes');
    token = await signInToken(player);
  });

  it('a mulligan replays the tee shot: the button counts it down and the round keeps it', async () => {
    const { roundId } = await shortRound(token, 1, {
      title: 'E2E mulligan',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
      mulligans: 1,
      // Not automatic putting: it ends the hole once the tee shot finds the green, and a well
      // suggested swing on this 119 m par 3 does; the mulligan needs the hole still in play.
      gimme_distance: enums.gimme_distance.second_putt,
    });
    const page = await newPage(player, roundId);
    await startFromPage(page);
    const mulligan = page.getByTestId('action-mulligan');
    // Nothing to replace before the first shot.
    expect(await mulligan.isDisabled()).toBe(true);
    await swing(page);
    await expect.poll(() => mulligan.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await mulligan.textContent()).toContain('1');
    await mulligan.click();
    await swing(page);
    // The one mulligan of the round is used: the button says none are left and stays off.
    await expect.poll(() => mulligan.textContent(), { timeout: 10_000 }).toContain('0');
    expect(await mulligan.isDisabled()).toBe(true);
    const round = await api<{ data: { players: { user_id: number; mulligans_used: number }[] } }>(
      'GET',
      `/api/v1/rounds/${roundId}`,
      { token },
    );
    expect(round.body.data.players.find((p) => p.user_id === player.id)?.mulligans_used).toBe(1);
    await screenshot(page, 'play-mulligan');
    await page.context().close();
  });

  it('a refused mulligan is taken back: the next swing is a plain one, and an armed mulligan can be cancelled', async () => {
    const { roundId } = await shortRound(token, 1, {
      title: 'E2E refused mulligan',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
      mulligans: 2,
      // Not automatic putting, as above: the hole stays in play after a tee shot onto the green.
      gimme_distance: enums.gimme_distance.second_putt,
    });
    const page = await newPage(player, roundId);
    await startFromPage(page);
    const mulligan = page.getByTestId('action-mulligan');
    const swingButton = page.getByTestId('swing');
    await swing(page);
    await expect.poll(() => mulligan.isEnabled(), { timeout: 10_000 }).toBe(true);
    // The player changes their mind: the armed mulligan is taken back with the same button.
    await mulligan.click();
    expect(await swingButton.textContent()).toBe('Swing (mulligan)');
    expect(await mulligan.textContent()).toBe('Cancel mulligan');
    await mulligan.click();
    expect(await swingButton.textContent()).toBe('Swing');
    expect(await mulligan.textContent()).toContain('2');
    // The server refuses the mulligan (as it does, for one, in a closest-to-pin round that gave mulligans).
    const sent: boolean[] = [];
    await page.route(`**/api/v1/rounds/${roundId}/launches`, async (route) => {
      const mulliganAsked = (route.request().postDataJSON() as { mulligan?: boolean }).mulligan === true;
      sent.push(mulliganAsked);
      if (!mulliganAsked) return route.continue();
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'A mulligan is not possible right now.',
          error_info: { code: 2003, key: 'strokes.mulligan_not_possible' },
        }),
      });
    });
    await mulligan.click();
    await swingButton.click();
    const modal = page.getByTestId('error-modal');
    await modal.waitFor({ timeout: 10_000 });
    expect(await modal.textContent()).toContain('A mulligan is not possible right now.');
    await page.getByTestId('error-modal-ok').click();
    // Disarmed: the Swing button is a plain swing again and the mulligan can be armed again.
    await expect.poll(() => swingButton.textContent(), { timeout: 10_000 }).toBe('Swing');
    expect(await mulligan.isEnabled()).toBe(true);
    expect(await mulligan.textContent()).toContain('2');
    // The next swing is not a mulligan, and the server takes it.
    await swing(page);
    expect(sent).toEqual([true, false]);
    const round = await api<{ data: { players: { user_id: number; mulligans_used: number }[] } }>(
      'GET',
      `/api/v1/rounds/${roundId}`,
      { token },
    );
    expect(round.body.data.players.find((p) => p.user_id === player.id)?.mulligans_used).toBe(0);
    await page.context().close();
  });

  it('closest to pin offers no mulligan, even in a round that gives some (the server refuses them all)', async () => {
    const { roundId } = await shortRound(token, 1, {
      title: 'E2E closest to pin, mulligans',
      game_mode: enums.game_mode.closest_to_pin,
      max_players: 1,
      tries: 2,
      mulligans: 2,
    });
    const page = await newPage(player, roundId);
    await startFromPage(page);
    await swing(page);
    await page.getByTestId('round-actions').waitFor();
    expect(await page.getByTestId('action-mulligan').count()).toBe(0);
    await page.context().close();
  });

  it('closest to pin: each swing is an attempt, the hole ends after `tries`, the card lists both', async () => {
    const { roundId, holes } = await shortRound(token, 1, {
      title: 'E2E closest to pin',
      game_mode: enums.game_mode.closest_to_pin,
      max_players: 1,
      tries: 2,
    });
    const page = await newPage(player, roundId);
    await startFromPage(page);
    const fromTee = await shownDistance(page);
    const club = await shownClub(page);
    await swing(page);
    expect(await playState(page)).toBe('ongoing');
    // The next try is played from the tee again: the screen measures from there and suggests the same club.
    await expect.poll(() => page.getByTestId('last-shot').count(), { timeout: 10_000 }).toBe(1);
    expect(await shownDistance(page)).toBe(fromTee);
    expect(await shownClub(page)).toBe(club);
    await swing(page);
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    const card = page.getByTestId('closest-to-pin-card');
    await card.waitFor();
    // One row (the hole, the player) with both attempts and the best of them.
    await expect.poll(() => card.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    // The round shows as completed from the last stroke's reply; the card's attempts follow with the scorecard's read.
    const attempts = card.locator('tbody tr td').nth(2);
    await expect.poll(async () => (await attempts.textContent())?.split('·').length, { timeout: 10_000 }).toBe(2);
    expect(await card.locator('tbody tr td').first().textContent()).toBe(String(holes[0]));
    // Played alone: the result is the player's own total, with no winner to name.
    const result = page.getByTestId('round-result');
    expect(await result.getAttribute('data-result')).toBe('solo');
    expect(await result.getByTestId('round-result-headline').textContent()).toBe('Your score');
    expect(await result.getByTestId('round-result-score').textContent()).toMatch(
      /^([\d.,]+ (m|ft|yd) in total on 1 hole|No result on any hole)$/,
    );
    await screenshot(page, 'play-closest-to-pin-completed');
    await page.context().close();
  });

  /** A match-play round of `holeCount` short holes with a new opponent in it, started from the player's play screen. */
  async function startedMatch(opponentName: string, title: string, holeCount: number) {
    const opponent = await createPlayer(opponentName);
    const { roundId, holes } = await shortRound(token, holeCount, {
      title,
      game_mode: enums.game_mode.match_play,
      max_players: 2,
    });
    const joined = await api('POST', `/api/v1/rounds/${roundId}/join`, { token: await signInToken(opponent) });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const page = await newPage(player, roundId);
    await startFromPage(page);
    return { opponent, roundId, holes, page };
  }

  it('match play: "Concede hole" gives the hole away, and the live card shows it picked up and won by the opponent', async () => {
    const { opponent, holes, page } = await startedMatch('hole-conceded-to', 'E2E concede hole', 2);
    const concedeHole = page.getByTestId('action-concede-hole');
    await expect.poll(() => concedeHole.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Both balls are on the tee: only a putt is conceded, so there is none to concede yet (decision 0123).
    expect(await page.getByTestId('action-concede-putt').count()).toBe(0);
    await concedeHole.click();
    const modal = page.getByTestId('confirm-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain(`Pick up and give away hole ${holes[0]}?`);
    await page.getByTestId('confirm-modal-confirm').click();

    // The host is the card's first player: their hole reads "Picked up", and the result names the opponent.
    const firstRow = page.getByTestId('match-play-card').locator('tbody tr').first();
    await expect
      .poll(() => firstRow.getByTestId('match-play-score').first().textContent(), { timeout: 10_000 })
      .toBe('Picked up');
    expect(await firstRow.locator('td').first().textContent()).toBe(String(holes[0]));
    expect(await firstRow.locator('td').last().textContent()).toBe(opponent.displayName);
    expect(await page.getByTestId('match-status').textContent()).toContain(opponent.displayName);
    expect(await playState(page)).toBe('ongoing');
    await screenshot(page, 'play-match-hole-conceded');
    await page.context().close();
  });

  it('match play: "Concede match" asks first, then ends the match for both with the opponent as winner', async () => {
    const { opponent, roundId, page } = await startedMatch('conceded-to', 'E2E concede match', 3);
    // The opponent's screen, open on the round: it learns of the concession from the round's channel.
    const opponentPage = await newPage(opponent, roundId);
    await expect.poll(() => playState(opponentPage), { timeout: 10_000 }).toBe('ongoing');
    const concedeMatch = page.getByTestId('action-concede-match');
    await expect.poll(() => concedeMatch.isEnabled(), { timeout: 10_000 }).toBe(true);

    // Cancelling the confirmation concedes nothing.
    await concedeMatch.click();
    const modal = page.getByTestId('confirm-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain(`Concede the match to ${opponent.displayName}?`);
    await page.getByTestId('confirm-modal-cancel').click();
    await modal.waitFor({ state: 'detached' });
    expect(await playState(page)).toBe('ongoing');

    await concedeMatch.click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    await expect
      .poll(() => page.getByTestId('match-status').textContent(), { timeout: 10_000 })
      .toBe(`${opponent.displayName} wins (match conceded)`);
    expect(await page.getByTestId('round-finished').textContent()).toContain('You conceded the match.');
    // Conceded before any hole was decided: the card says so rather than showing only its header.
    expect(await page.getByTestId('match-play-no-holes').textContent()).toBe('No hole was decided.');
    await page.getByTestId('action-score').click();
    await page.getByTestId('scorecard-match-no-holes').waitFor();
    expect(await page.getByTestId('scorecard-match-status').getAttribute('data-kind')).toBe('conceded');
    await page.keyboard.press('Escape');
    await screenshot(page, 'play-match-conceded');
    await expect.poll(() => playState(opponentPage), { timeout: 10_000 }).toBe('completed');
    expect(await opponentPage.getByTestId('round-finished').textContent()).toContain(
      `${player.displayName} conceded the match.`,
    );
    await opponentPage.context().close();
    const round = await api<{ data: { round_status: number } }>('GET', `/api/v1/rounds/${roundId}`, { token });
    expect(round.body.data.round_status).toBe(enums.round_status.completed);
    await page.context().close();
  });

  it('stroke play with handicaps: the finished screen names the net winner with net and gross, on the web and a phone', async () => {
    // A high Handicap Index for the opponent: strokes on the hole that turn a worse gross score into the better net one.
    const opponent = await createPlayer('net-winner');
    const adminToken = await signInToken(demoAccount('administrator'));
    const hcp = await api('PUT', `/api/v1/admin/users/${opponent.id}`, { token: adminToken, body: { hcp: 54 } });
    expect(hcp.status, JSON.stringify(hcp.body)).toBe(200);
    const opponentToken = await signInToken(opponent);
    const { roundId, holes } = await shortRound(token, 1, {
      title: 'E2E net result',
      game_mode: enums.game_mode.stroke_play,
      max_players: 2,
      use_hcp: true,
    });
    const joined = await api('POST', `/api/v1/rounds/${roundId}/join`, { token: opponentToken });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token })).status).toBe(200);
    const play = async (playerToken: string, strokes: number) => {
      for (let i = 1; i <= strokes; i++) {
        const reply = await apiStroke(playerToken, roundId, holes[0]!, i === strokes);
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      }
    };

    // The host holes out in two while the opponent still plays: positions so far, nobody named the winner.
    await play(token, 2);
    const page = await newPage(player, roundId);
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    const result = page.getByTestId('round-result');
    await expect.poll(() => result.getAttribute('data-result'), { timeout: 10_000 }).toBe('provisional');
    expect(await result.getByTestId('round-result-headline').textContent()).toBe('Standings so far');
    // The live card shows the net standing beside gross, as the round is ranked on it.
    expect(await page.getByTestId('scorecard-net').count()).toBe(2);

    // The opponent takes three: the better gross score is the host's, the better net one the opponent's.
    await play(opponentToken, 3);
    const scorecard = await api<{
      data: { stroke_play: { players: { playerId: string; totals: Record<string, number> }[] } };
    }>('GET', `/api/v1/rounds/${roundId}/scorecard`, { token });
    const totals = (id: number) =>
      scorecard.body.data.stroke_play.players.find((p) => p.playerId === String(id))!.totals;
    const [mine, theirs] = [totals(player.id), totals(opponent.id)];
    expect(mine.gross).toBeLessThan(theirs.gross!);
    expect(theirs.net).toBeLessThan(mine.net!);
    const toPar = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : String(value));

    await expect.poll(() => result.getAttribute('data-result'), { timeout: 15_000 }).toBe('won');
    expect(await result.getByTestId('round-result-headline').textContent()).toBe(`${opponent.displayName} wins`);
    expect(await result.getByTestId('round-result-score').textContent()).toBe(
      `Net ${theirs.net} (${toPar(theirs.netToPar!)}), gross ${theirs.gross} (${toPar(theirs.toPar!)})`,
    );
    const standings = result.getByTestId('scorecard-standing');
    expect(await standings.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-player-id')))).toEqual([
      String(opponent.id),
      String(player.id),
    ]);
    expect(await standings.getByTestId('standing-net').allTextContents()).toEqual([`${theirs.net}`, `${mine.net}`]);
    expect(await standings.getByTestId('standing-gross').allTextContents()).toEqual([
      `${theirs.gross}`,
      `${mine.gross}`,
    ]);
    expect(await result.getByTestId('standings-ranked-by').textContent()).toBe('Positions on net score to par.');
    await screenshot(page, 'play-net-result');
    // One hole of eighteen: the card names the strokes it applied, not only the whole course's handicap.
    await page.getByTestId('action-score').click();
    const opponentRow = page.locator(`[data-testid="scorecard-player-row"][data-player-id="${opponent.id}"]`);
    const strokesOnHole = theirs.gross! - theirs.net!;
    expect(await opponentRow.getByTestId('scorecard-playing-handicap').textContent()).toMatch(
      new RegExp(`^Playing handicap: \\d+; ${strokesOnHole} strokes? received on the holes played$`),
    );
    await page.keyboard.press('Escape');
    await page.context().close();

    // The winner's phone: the same result, and the page does not scroll sideways.
    const phone = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await useBearerToken(phone, 'app', opponentToken);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl()}/mobile/rounds/${roundId}`);
    const phoneResult = phonePage.getByTestId('round-result');
    await expect.poll(() => phoneResult.getAttribute('data-result'), { timeout: 10_000 }).toBe('won');
    expect(await phoneResult.getByTestId('round-result-headline').textContent()).toBe(`${opponent.displayName} wins`);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(phonePage, 'play-net-result-phone');
    await phone.close();
  });

  it('driving range: shots are listed as they land, and "finish" ends the session', async () => {
    const range = await defaultCourse(token, enums.course_type.driving_range);
    const roundId = await createRound(token, {
      title: 'E2E range',
      game_mode: enums.game_mode.driving_range,
      course_id: range.id,
      max_players: 1,
    });
    const page = await newPage(player, roundId);
    // The waiting room lists only what a range plays by: no holes, tees or mulligans.
    await page.goto(`${baseUrl()}/rounds/${roundId}/lobby`);
    const settings = page.getByTestId('round-settings');
    await settings.waitFor();
    const listed = await settings.textContent();
    expect(listed).toContain('Range');
    for (const absent of ['Holes', 'Tees', 'Mulligans']) expect(listed).not.toContain(absent);
    await page.goto(`${baseUrl()}/rounds/${roundId}`);
    await startFromPage(page);
    // Titled by the range, not by its nominal hole and par.
    expect(await page.getByTestId('hole-info').textContent()).toBe(`Driving range · ${range.title}`);
    const fromTee = await shownDistance(page);
    const club = await shownClub(page);
    await swing(page);
    // Every ball is hit from the tee: the distance and the club stay as they were before the shot.
    await expect.poll(() => page.getByTestId('last-shot').count(), { timeout: 10_000 }).toBe(1);
    expect(await shownDistance(page)).toBe(fromTee);
    expect(await shownClub(page)).toBe(club);
    await swing(page);
    const shots = page.getByTestId('range-shot');
    await expect.poll(() => shots.count(), { timeout: 10_000 }).toBe(2);
    // The players panel counts the shots hit: a range has no holes to name.
    const progress = page.getByTestId('players').getByTestId('player-progress');
    await expect.poll(() => progress.textContent(), { timeout: 10_000 }).toBe('2 shots');
    expect(await page.getByTestId('players').textContent()).not.toContain('Hole');
    // The range never ends by itself.
    expect(await playState(page)).toBe('ongoing');
    await page.getByTestId('action-finish').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    // A range session has no result to lead with.
    expect(await page.getByTestId('round-result').count()).toBe(0);
    await screenshot(page, 'play-range-finished');
    const round = await api<{ data: { round_status: number } }>('GET', `/api/v1/rounds/${roundId}`, { token });
    expect(round.body.data.round_status).toBe(enums.round_status.completed);
    await page.context().close();
  });

  it("a game client's shot that shot integrity flags is listed under the round's scorecard", async () => {
    // Played as a simulator plays: its own flight, reported through the API. The tee shot claims
    // 300 m of carry from a launch the server flies about 190 m.
    const { roundId, holes } = await shortRound(token, 1, {
      title: 'E2E flagged',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token })).status).toBe(200);
    const strokes = [
      {
        ball_speed: 60,
        launch_angle: 12,
        azimuth: 0,
        back_spin: 3000,
        side_spin: 0,
        carry: 30000,
        surface_type: 30,
        distance_to_hole: 600,
      },
      { surface_type: 30, distance_to_hole: 0, hole_completed: true },
    ];
    for (const stroke of strokes) {
      const reply = await api('POST', `/api/v1/rounds/${roundId}/strokes`, {
        token,
        body: { id: crypto.randomUUID(), hole: holes[0], club: 10, ...stroke },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/match-history`);
    const entry = page.locator(`[data-testid="history-round"][data-round-id="${roundId}"]`);
    await entry.waitFor();
    expect(await entry.getByTestId('history-handicap').textContent()).toContain('a shot was flagged');
    await entry.getByTestId('history-open-scorecard').click();
    const flagged = page.getByTestId('flagged-shot');
    await flagged.waitFor();
    expect(await flagged.count()).toBe(1);
    const text = await flagged.textContent();
    expect(text).toContain(`hole ${holes[0]}, shot 1`);
    expect(text).toMatch(/carry reported 300 m, our flight 1\d\d m/);
    // The dialog fades in: the screenshot waits for it to be opaque.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.mantine-Modal-content')].every((e) => getComputedStyle(e).opacity === '1'),
    );
    await screenshot(page, 'scorecard-flagged-shot');
    await context.close();
  });
});
