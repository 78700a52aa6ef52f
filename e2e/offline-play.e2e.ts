import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { CourseDetail } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { finishedOfflineRound, storedRounds, storeOfflineRounds } from './offline-steps';

const browser = await launchBrowser();

/** A new player with the offline feature, and their bearer token. */
async function offlinePlayer(tag: string): Promise<{ player: Player; token: string }> {
  const player = await createPlayer(tag);
  const admin = await signInToken(demoAccount('administrator'));
  const granted = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
    token: admin,
    body: { feature: 'offline' },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  return { player, token: await signInToken(player) };
}

/** Whether the service worker's shell cache holds a chunk whose name has `part`. */
const shellHolds = (page: Page, part: string) =>
  page.evaluate(
    async (name) =>
      (await (await caches.open('golf-game-shell-v1')).keys()).some((request) => request.url.includes(name)),
    part,
  );

/** A game page in a new context, online, with the worker in control and every file the page loaded kept. */
async function installedGame(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  await useBearerToken(context, 'game', token);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/game/rounds/offline`);
  await page.getByTestId('offline-start').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  // The worker says when it has kept the page's files (features/offline/install.ts).
  await page.locator('html[data-offline-shell="kept"]').waitFor({ state: 'attached', timeout: 20_000 });
  return { context, page };
}

const cardOf = (page: Page, testId: string) =>
  page
    .getByTestId(`${testId}-hole`)
    .evaluateAll((rows) => rows.map((row) => [Number(row.dataset.hole), Number(row.dataset.strokes)]));

/** Issue 32, item 4: a round played with the network cut, recorded when it returns. */
describe('offline play', () => {
  it('a cold start offline: the worker serves the game, the saved courses are there, 3 holes with chosen settings sync once', async () => {
    const { token } = await offlinePlayer('offline');
    const { context, page: online } = await installedGame(token);
    // Installable: the manifest is linked.
    expect(await online.locator('link[rel="manifest"]').getAttribute('href')).toBe('/game.webmanifest');

    // The app is opened again with no network: everything comes from the worker and IndexedDB.
    await context.setOffline(true);
    await online.close();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds/offline`);
    const network = page.getByTestId('offline-network');
    await network.waitFor({ timeout: 20_000 });
    expect(await network.getAttribute('data-online')).toBe('false');
    expect(await network.textContent()).toContain('You are offline');
    await page.getByTestId('offline-start').waitFor();
    expect(await page.getByTestId('offline-holes').count()).toBe(1);
    // The player chooses the green speed; the holes default to the course's first three.
    await page.getByTestId('offline-green-stimp').click();
    await page.getByRole('option', { name: 'Fast (stimp 11)' }).click();
    await page.getByTestId('offline-start').click();
    await page.getByTestId('offline-round').waitFor();
    expect(await page.getByTestId('offline-round-badge').textContent()).toBe('Played on this device');
    const map = page.getByTestId('hole-map');
    expect(await map.getAttribute('data-hole')).toBe('1');

    // The Swing button goes with the last hole, while the round is still being saved: swing while it is there.
    const swing = page.getByTestId('swing');
    const swingReady = async () =>
      (await swing.count()) === 0 || (await swing.isEnabled({ timeout: 1_000 }).catch(() => false));
    for (let i = 0; i < 120 && (await swing.count()) > 0; i++) {
      await expect.poll(swingReady, { timeout: 10_000 }).toBe(true);
      if ((await swing.count()) === 0) break;
      await swing.click();
      await expect.poll(swingReady, { timeout: 10_000 }).toBe(true);
    }
    const saved = page.getByTestId('offline-saved-round');
    await saved.waitFor();
    expect(await saved.getAttribute('data-status')).toBe('finished');
    expect(await page.getByTestId('offline-sync-status').textContent()).toBe('Waiting for the network');
    const localCard = await cardOf(page, 'offline-saved-card');
    expect(localCard.map(([hole]) => hole)).toHaveLength(3);
    const local = await storedRounds(page);
    const strokes = local.strokes.filter((s) => s.roundId === local.rounds[0]!.id);
    expect(strokes.length).toBeGreaterThanOrEqual(6);
    await screenshot(page, 'offline-play-finished');

    // The network returns: the round is sent and recorded with the scores of the local card.
    await context.setOffline(false);
    await expect.poll(() => saved.getAttribute('data-status'), { timeout: 20_000 }).toBe('synced');
    expect(await cardOf(page, 'offline-server-card')).toEqual(localCard);
    expect(await page.getByTestId('offline-card-differs').count()).toBe(0);
    const [round] = (await storedRounds(page)).rounds;
    const roundId = round!.serverRoundId as number;
    const recorded = await api<{ data: { green_stimp: number; holes: number[] } }>('GET', `/api/v1/rounds/${roundId}`, {
      token,
    });
    expect(recorded.body.data).toMatchObject({ green_stimp: 3, holes: round!.holes });

    const history = await api<{ data: { round_id: number; played_offline: boolean; strokes: number }[] }>(
      'GET',
      '/api/v1/rounds/history',
      { token },
    );
    const entry = history.body.data.find((e) => e.round_id === roundId);
    const total = localCard.reduce((sum, [, n]) => sum + n!, 0);
    expect(entry).toMatchObject({ played_offline: true, strokes: total });
    await page.goto(`${baseUrl()}/game/profile/match-history`);
    const row = page.locator(`[data-testid="history-round"][data-round-id="${roundId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('history-played-offline').count()).toBe(1);
    await screenshot(page, 'offline-play-history');

    // A replayed sync records nothing twice.
    const body = {
      ...(round!.choice as object),
      id: round!.id,
      title: round!.title,
      course_id: round!.courseId,
      course_version: round!.courseVersion,
      tee: round!.tee,
      holes: round!.holes,
      strokes: [...strokes]
        .sort((a, b) => (a.seq as number) - (b.seq as number))
        .map(({ roundId: _r, seq: _s, ...stroke }) => stroke),
      card: localCard.map(([hole, n]) => ({ hole, strokes: n })),
    };
    const again = await api<{ data: { round_id: number; replayed: boolean; recorded_strokes: number } }>(
      'POST',
      '/api/v1/rounds/offline',
      { token, body },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ round_id: roundId, replayed: true, recorded_strokes: 0 });
    const after = await api<{ data: { round_id: number }[] }>('GET', '/api/v1/rounds/history', { token });
    expect(after.body.data.filter((e) => e.round_id === roundId)).toHaveLength(1);
    await context.close();
  });

  it('a half-failed sync loses nothing and records nothing twice; logout keeps only what is not recorded', async () => {
    const { player, token } = await offlinePlayer('offline-sync');
    const { context, page } = await installedGame(token);
    const courseId = (await storedRounds(page)).kits.map((kit) => (kit as { courses: CourseDetail[] }).courses)[0]![0]!
      .id;
    const course = (await api<{ data: CourseDetail }>('GET', `/api/v1/courses/${courseId}`, { token })).body.data;
    const [a, b, c] = ['10:01', '10:02', '10:03'].map((time) =>
      finishedOfflineRound(course, [1], player.id, `2026-11-29T${time}:00.000Z`),
    );

    // A's reply is lost after the server recorded it; B meets a server error until it is let through.
    const sent = new Map<string, number>();
    let failB = true;
    let held = '';
    await page.route('**/api/v1/rounds/offline', async (route) => {
      const id = (route.request().postDataJSON() as { id: string }).id;
      sent.set(id, (sent.get(id) ?? 0) + 1);
      if (id === a!.round.id && sent.get(id) === 1) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      if ((id === b!.round.id && failB) || id === held)
        return route.fulfill({ status: 500, json: { error: 'Server trouble' } });
      return route.continue();
    });
    await storeOfflineRounds(page, [a!, b!, c!]);
    await page.reload();
    const status = (id: string) =>
      page.locator(`[data-testid="offline-saved-round"][data-round-id="${id}"]`).getAttribute('data-status');
    /** The network returns (an `online` event starts a pass) until the round is recorded. */
    const syncedAfterReconnects = (id: string) =>
      expect
        .poll(
          async () => {
            const now = await status(id);
            if (now !== 'synced') {
              await context.setOffline(true);
              await context.setOffline(false);
            }
            return now;
          },
          { timeout: 20_000 },
        )
        .toBe('synced');
    // The network drop ends the first pass; the next goes on past B's error.
    await expect.poll(() => sent.get(a!.round.id) ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await syncedAfterReconnects(c!.round.id);
    expect(await status(a!.round.id)).toBe('synced');
    expect(await status(b!.round.id)).toBe('finished');

    failB = false;
    await syncedAfterReconnects(b!.round.id);
    expect(sent.get(a!.round.id)).toBeGreaterThanOrEqual(2);
    const history = await api<{ data: { round_id: number; played_offline: boolean }[] }>(
      'GET',
      '/api/v1/rounds/history',
      { token },
    );
    const offline = history.body.data.filter((e) => e.played_offline);
    expect(offline).toHaveLength(3);
    expect(new Set(offline.map((e) => e.round_id)).size).toBe(3);

    // Logout: one more round is not recorded (the server fails it), so the player is warned; it stays, the rest goes.
    const waiting = finishedOfflineRound(course, [2], player.id, '2026-11-29T10:04:00.000Z');
    held = waiting.round.id;
    await storeOfflineRounds(page, [waiting]);
    // Opened directly, the logout screen is up before the session is read; it waits for it before it
    // counts this device's rounds (counting for nobody would log out without the warning).
    let readSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (readSession = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/auth/get-session'),
      async (route) => {
        await sessionHeld;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl()}/game/logout`);
    await page.getByTestId('logout').waitFor();
    readSession();
    const warning = page.getByTestId('logout-offline-warning');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.getAttribute('data-count')).toBe('1');
    await page.getByTestId('logout-offline-confirm').click();
    await page.getByTestId('logout-done').waitFor({ timeout: 20_000 });
    const left = await storedRounds(page);
    expect(left.kits.filter((kit) => (kit as { userId: number }).userId === player.id)).toHaveLength(0);
    expect(left.rounds.map((r) => r.id)).toEqual([waiting.round.id]);
    expect(left.strokes.every((s) => s.roundId === waiting.round.id)).toBe(true);
    expect(await page.evaluate(() => caches.has('golf-game-courses-v1'))).toBe(false);
    expect(await shellHolds(page, 'OfflinePlayPage')).toBe(true);
    await context.close();
  });

  it('a player without the offline feature is told what is needed', async () => {
    const player = await createPlayer('no-offline');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds/offline`);
    const refusal = page.getByTestId('offline-feature-required');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('Playing offline needs the Offline feature.');
    expect(await page.getByTestId('offline-start').count()).toBe(0);
    await context.close();
  });
});
