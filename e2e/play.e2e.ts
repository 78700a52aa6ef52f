import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, signInToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { openRound, playState, shortRound, swing } from './play-steps';

const browser = await launchBrowser();

describe('playing a round in the browser with the virtual launch monitor', () => {
  let host: Player;
  let guest: Player;
  let hostToken: string;
  let guestToken: string;
  beforeAll(async () => {
    [host, guest] = await Promise.all([createPlayer('golfer'), createPlayer('rival')]);
    [hostToken, guestToken] = await Promise.all([signInToken(host), signInToken(guest)]);
  });

  it('plays a 3-hole stroke-play round to the completed scorecard', async () => {
    const { roundId, holes } = await shortRound(hostToken, 3, {
      title: 'E2E three holes',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
      // Automatic putting: once on the green the hole is finished, so the test stays short.
      gimme_distance: 1000,
    });

    // Animated tracers, as most players see them (the suite's pages ask for reduced motion).
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'no-preference',
    });
    const page = await openRound(context, host, roundId);
    // Pending: the host sees the start button.
    expect(await playState(page)).toBe('pending');
    await page.getByTestId('start-round').click();
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
    await page.getByTestId('hole-map').waitFor();
    expect(await page.getByTestId('hole-map').getAttribute('data-hole')).toBe(String(holes[0]));
    expect(Number(await page.getByTestId('distance-to-pin').getAttribute('data-cm'))).toBeGreaterThan(5_000);
    await screenshot(page, 'play-stroke-tee');

    let swings = 0;
    let sawTracer = false;
    while ((await playState(page)) === 'ongoing') {
      if (swings === 30) throw new Error('the round did not finish in 30 swings');
      if (await swing(page)) swings++;
      if (!sawTracer && (await page.getByTestId('tracer').count()) > 0) {
        sawTracer = true;
        await screenshot(page, 'play-stroke-after-shot');
        // The "score" action opens the full scorecard over the hole.
        await page.getByTestId('action-score').click();
        await page.getByTestId('scorecard').waitFor();
        await page.keyboard.press('Escape');
        await page.getByTestId('scorecard').waitFor({ state: 'detached' });
      }
    }
    expect(await playState(page)).toBe('completed');
    const card = page.getByTestId('stroke-play-card');
    await card.waitFor();
    // The scorecard is refetched after the last shot; wait for the last hole's score to arrive.
    const scores = () => card.getByTestId('scorecard-hole').allTextContents();
    await expect.poll(async () => (await scores()).every((cell) => Number(cell) >= 1), { timeout: 10_000 }).toBe(true);
    const cells = await scores();
    expect(cells).toHaveLength(3);
    const total = Number(await card.getByTestId('scorecard-total').textContent());
    expect(total).toBe(cells.reduce((sum, cell) => sum + Number(cell), 0));
    // Every stroke but the automatic putts is a swing.
    expect(total).toBeGreaterThanOrEqual(swings);
    await screenshot(page, 'play-stroke-completed');

    const round = await api<{ data: { round_status: number } }>('GET', `/api/v1/rounds/${roundId}`, {
      token: hostToken,
    });
    expect(round.body.data.round_status).toBe(enums.round_status.completed);

    // The profile's match history lists the round with its score, and says why it did not count for the handicap.
    await page.goto(`${baseUrl()}/profile/match-history`);
    const entry = page.locator(`[data-testid="history-round"][data-round-id="${roundId}"]`);
    await entry.waitFor();
    expect(await entry.getByTestId('history-result').textContent()).toContain(String(total));
    const handicap = entry.getByTestId('history-handicap');
    expect(await handicap.getAttribute('data-counted')).toBe('false');
    expect(await handicap.textContent()).toBe(
      'Not counted for your Handicap Index: only rounds of 9 or 18 holes count; gimmes were longer than 60 cm, or putts were automatic',
    );
    await screenshot(page, 'play-stroke-match-history');
    await context.close();
  });

  it('reports the holing putt in the last-shot line, on the next tee and under the final scorecard', async () => {
    const { roundId, holes } = await shortRound(hostToken, 2, {
      title: 'E2E holing putt',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token: hostToken })).status).toBe(200);
    const round = await api<{ data: { course: { id: number } } }>('GET', `/api/v1/rounds/${roundId}`, {
      token: hostToken,
    });
    const course = await api<{ data: { holes: { number: number; geometry: { pin: { x: number; y: number } } }[] } }>(
      'GET',
      `/api/v1/courses/${round.body.data.course.id}`,
      { token: hostToken },
    );
    /** The game reports an approach that stops 25 cm short of the pin, so the screen's putt holes. */
    async function approachTo25cm(hole: number) {
      const pin = course.body.data.holes.find((h) => h.number === hole)!.geometry.pin;
      const reply = await api('POST', `/api/v1/rounds/${roundId}/strokes`, {
        token: hostToken,
        body: {
          id: crypto.randomUUID(),
          hole,
          club: 100,
          surface_type: 30,
          distance_to_hole: 25,
          ball_path: [
            { x: pin.x, y: pin.y - 5000, z: 0 },
            { x: pin.x, y: pin.y - 25, z: 0 },
          ],
        },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const lastShot = (page: Page) => page.getByTestId('last-shot').textContent();

    await approachTo25cm(holes[0]!);
    // Animated: the game's next report comes a flight's time after the holing putt, as it would from a player.
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'no-preference',
    });
    const page = await openRound(context, host, roundId);
    await page.getByTestId('hole-map').waitFor();
    expect(await page.getByTestId('distance-to-pin').getAttribute('data-cm')).toBe('25');
    await swing(page);
    await expect
      .poll(() => page.getByTestId('hole-map').getAttribute('data-hole'), { timeout: 10_000 })
      .toBe(String(holes[1]));
    await expect.poll(() => lastShot(page), { timeout: 10_000 }).toBe('Last shot: 0.3 m · in the hole');

    // The putt that ends the round: its line stays over the final scorecard.
    await approachTo25cm(holes[1]!);
    await expect
      .poll(() => page.getByTestId('distance-to-pin').getAttribute('data-cm'), { timeout: 10_000 })
      .toBe('25');
    await swing(page);
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => lastShot(page), { timeout: 10_000 }).toBe('Last shot: 0.3 m · in the hole');
    await screenshot(page, 'play-holing-putt-completed');
    await context.close();
  });

  it('shows each match-play player the other one’s shots live', async () => {
    const { roundId } = await shortRound(hostToken, 1, {
      title: 'E2E match',
      game_mode: enums.game_mode.match_play,
      max_players: 2,
      // Not automatic putting: with it a tee shot onto the green finishes that player's (one-hole)
      // round, and the map gives way to the scorecard before the other one swings. Second-putt
      // gimmes still keep the play-out short.
      gimme_distance: enums.gimme_distance.second_putt,
    });
    const joined = await api('POST', `/api/v1/rounds/${roundId}/join`, { token: guestToken, body: {} });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const started = await api('POST', `/api/v1/rounds/${roundId}/start`, { token: hostToken });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const hostContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const guestContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const [hostPage, guestPage] = await Promise.all([
      openRound(hostContext, host, roundId),
      openRound(guestContext, guest, roundId),
    ]);
    await hostPage.getByTestId('hole-map').waitFor();
    await guestPage.getByTestId('hole-map').waitFor();

    // Presence: each sees the other online.
    const online = (page: Page, userId: number) =>
      page.locator(`[data-testid="player"][data-user-id="${userId}"]`).first().getAttribute('data-online');
    await expect.poll(() => online(hostPage, guest.id), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => online(guestPage, host.id), { timeout: 10_000 }).toBe('true');

    const otherBall = (page: Page, userId: number) =>
      page.locator(`[data-testid="other-ball"][data-user-id="${userId}"]`);

    // The host's tee shot appears on the guest's map, with no reload.
    await guestPage.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await swing(hostPage);
    await expect.poll(() => otherBall(guestPage, host.id).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => guestPage.getByTestId('tracer').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await screenshot(guestPage, 'play-match-guest-sees-host');

    // And the guest's on the host's.
    await swing(guestPage);
    await expect.poll(() => otherBall(hostPage, guest.id).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => hostPage.getByTestId('tracer').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await guestPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await screenshot(hostPage, 'play-match-host-sees-guest');

    // Play the hole out: the match is decided and both see the result.
    for (let i = 0; i < 12; i++) {
      const [hostState, guestState] = await Promise.all([playState(hostPage), playState(guestPage)]);
      if (hostState === 'completed' && guestState === 'completed') break;
      if (hostState === 'ongoing') await swing(hostPage);
      if ((await playState(guestPage)) === 'ongoing') await swing(guestPage);
    }
    await expect.poll(() => playState(hostPage), { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => playState(guestPage), { timeout: 10_000 }).toBe('completed');
    // The result arrives with the last stroke's events: won ("… wins 1 up") or halved.
    for (const page of [hostPage, guestPage]) {
      await expect
        .poll(() => page.getByTestId('match-status').textContent(), { timeout: 10_000 })
        .toMatch(/wins|halved/i);
    }
    await screenshot(hostPage, 'play-match-completed');
    await Promise.all([hostContext.close(), guestContext.close()]);
  });
});
