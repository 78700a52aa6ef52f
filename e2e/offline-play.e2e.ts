import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createPlayer, demoAccount, signInToken, useBearerToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** What the device keeps in IndexedDB (features/offline/offline-db.ts), read in the page. */
function storedRounds(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ rounds: Record<string, unknown>[]; strokes: Record<string, unknown>[] }>((resolve, reject) => {
        const open = indexedDB.open('golf-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['rounds', 'strokes'], 'readonly');
          const rounds = tx.objectStore('rounds').getAll();
          const strokes = tx.objectStore('strokes').getAll();
          tx.oncomplete = () => resolve({ rounds: rounds.result, strokes: strokes.result });
        };
      }),
  );
}

const cardOf = (page: Page, testId: string) =>
  page
    .getByTestId(`${testId}-hole`)
    .evaluateAll((rows) => rows.map((row) => [Number(row.dataset.hole), Number(row.dataset.strokes)]));

/** Issue 32, item 4: a round played with the network cut, recorded when it returns. */
describe('offline play', () => {
  it('a player with the offline feature plays 3 holes offline; the round syncs once when the network returns', async () => {
    const player = await createPlayer('offline');
    const admin = await signInToken(demoAccount('administrator'));
    const granted = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
      token: admin,
      body: { feature: 'offline' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const token = await signInToken(player);

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    await useBearerToken(context, 'game', token);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/`);
    await page.getByTestId('game-menu-playOffline').waitFor();
    // Installable: the manifest is linked and the service worker controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/game.webmanifest');

    await page.getByTestId('game-menu-playOffline').click();
    await page.waitForURL((url) => url.pathname === '/game/rounds/offline');
    await page.getByTestId('offline-start').waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    const network = page.getByTestId('offline-network');
    await expect.poll(() => network.getAttribute('data-online')).toBe('false');
    expect(await network.textContent()).toContain('You are offline');
    expect(await page.getByTestId('offline-hole-count').inputValue()).toBe('3 holes');
    await page.getByTestId('offline-start').click();
    await page.getByTestId('offline-round').waitFor();
    expect(await page.getByTestId('offline-round-badge').textContent()).toBe('Played on this device');

    const swing = page.getByTestId('swing');
    for (let i = 0; i < 120 && (await page.getByTestId('offline-round').count()) > 0; i++) {
      await expect.poll(() => swing.isEnabled(), { timeout: 10_000 }).toBe(true);
      await swing.click();
      await expect.poll(async () => (await swing.count()) === 0 || (await swing.isEnabled())).toBe(true);
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
    const [round] = (await storedRounds(page)).rounds;
    const roundId = round!.serverRoundId as number;

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
