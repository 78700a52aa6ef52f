import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { enums } from '@golf/contracts';
import { api, createPlayer, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { shortRound } from './play-steps';

const browser = await launchBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const base = environmentBasePath.app;

async function phonePage(token: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', ...phone });
  await useBearerToken(context, 'app', token);
  return context.newPage();
}

/** The whole element lies inside the 390 px wide screen. */
async function onScreen(page: Page, testId: string, within: string) {
  const box = await page.locator(within).getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.viewport.width);
}

/** Rounds on a phone (390 x 844, the mobile app environment): lobby, waiting room, cancel and leave. */
describe('rounds on a phone', () => {
  let host: Player;
  let guest: Player;
  let hostToken: string;
  let guestToken: string;
  let courseId: number;
  beforeAll(async () => {
    [host, guest] = await Promise.all([createPlayer('phonehost'), createPlayer('phoneguest')]);
    [hostToken, guestToken] = await Promise.all([signInToken(host), signInToken(guest)]);
    const courses = await api<{ data: { id: number; course_type: number }[] }>(
      'GET',
      '/api/v1/courses?filter[owned]=1',
      { token: hostToken },
    );
    courseId = courses.body.data.find((course) => course.course_type === 10)!.id;
  });

  it('the lobby keeps Join and Resume on screen, the room shows every setting, and the host cancels', async () => {
    const title = `Phone ${Date.now().toString(36)}`;
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hostToken,
      // Made through the API (the web environment), where a gimme distance may be set.
      body: {
        title,
        game_mode: 20,
        course_id: courseId,
        gimme_distance: 600,
        gimme_on_second_put: true,
        use_hcp: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const roundId = created.body.data.id;

    const guestPage = await phonePage(guestToken);
    await guestPage.goto(`${baseUrl()}${base}/rounds`);
    const row = guestPage.locator(`[data-testid="lobby-rounds"] [data-round-id="${roundId}"]`);
    await row.waitFor();
    await onScreen(guestPage, 'round-join', `[data-testid="lobby-rounds"] [data-round-id="${roundId}"]`);
    expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.viewport.width);
    await screenshot(guestPage, 'rounds-lobby-phone');
    await row.getByTestId('round-join').click();
    await guestPage.getByTestId('round-waiting').waitFor();

    // The waiting room lists the gimme and handicap settings the round plays by.
    const settings = guestPage.getByTestId('round-settings');
    expect(await settings.getByTestId('round-setting-gimme-distance').textContent()).not.toBe('');
    expect(await settings.getByTestId('round-setting-gimme-second-putt').textContent()).toBe('Yes');
    expect(await settings.getByTestId('round-setting-use-hcp').textContent()).toBe('Yes');
    await screenshot(guestPage, 'rounds-room-phone');

    // "My rounds" offers Resume and Leave on screen.
    await guestPage.getByTestId('round-back').click();
    const mine = `[data-testid="my-rounds"] [data-round-id="${roundId}"]`;
    await guestPage.locator(mine).waitFor();
    await onScreen(guestPage, 'round-resume', mine);
    await onScreen(guestPage, 'round-leave', mine);

    // The host cancels from the waiting room, after confirming. The reply is held back until the
    // round's channel has told the room the round ended (its Cancel button is gone by then): the
    // host is still taken back to the lobby.
    const hostPage = await phonePage(hostToken);
    await hostPage.goto(`${baseUrl()}${base}/rounds/${roundId}/lobby`);
    await hostPage.route(`**/api/v1/rounds/${roundId}/cancel`, async (route) => {
      const response = await route.fetch();
      await hostPage.getByTestId('round-cancelled').waitFor();
      await route.fulfill({ response });
    });
    await hostPage.getByTestId('round-cancel').click();
    await hostPage.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => new URL(hostPage.url()).pathname, { timeout: 30_000 }).toBe(`${base}/rounds`);
    const after = await api<{ data: { round_status: number; play_status: number } }>(
      'GET',
      `/api/v1/rounds/${roundId}`,
      { token: guestToken },
    );
    expect(after.body.data).toMatchObject({ round_status: 20, play_status: 0 });
    // It leaves the guest's "My rounds" too.
    await expect.poll(() => guestPage.locator(mine).count(), { timeout: 15_000 }).toBe(0);
    await hostPage.context().close();
    await guestPage.context().close();
  });

  it('a player leaves from "My rounds" after confirming; the create form offers no gimme settings', async () => {
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hostToken,
      body: { title: `Leave ${Date.now().toString(36)}`, game_mode: 20, course_id: courseId },
    });
    const roundId = created.body.data.id;
    expect((await api('POST', `/api/v1/rounds/${roundId}/join`, { token: guestToken, body: {} })).status).toBe(200);

    const page = await phonePage(guestToken);
    await page.goto(`${baseUrl()}${base}/rounds`);
    const mine = page.locator(`[data-testid="my-rounds"] [data-round-id="${roundId}"]`);
    await mine.getByTestId('round-leave').click();
    // Dismissing keeps the seat; confirming gives it up.
    await page.getByTestId('confirm-modal-cancel').click();
    expect(await mine.count()).toBe(1);
    await mine.getByTestId('round-leave').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(0);
    const round = await api<{ data: { players: { user_id: number }[] } }>('GET', `/api/v1/rounds/${roundId}`, {
      token: hostToken,
    });
    expect(round.body.data.players.map((player) => player.user_id)).toEqual([host.id]);

    await page.goto(`${baseUrl()}${base}/rounds/new`);
    await page.getByTestId('round-create').waitFor();
    await page.getByTestId('round-use-hcp').waitFor();
    expect(await page.getByTestId('round-gimme-distance').count()).toBe(0);
    expect(await page.getByTestId('round-gimme-second-putt').count()).toBe(0);
    await page.context().close();
  });

  it('a match with its host alone cannot start yet, and the waiting room says why', async () => {
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hostToken,
      body: { title: `Match ${Date.now().toString(36)}`, game_mode: 10, max_players: 2, course_id: courseId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = await phonePage(hostToken);
    await page.goto(`${baseUrl()}${base}/rounds/${created.body.data.id}/lobby`);
    await page.getByTestId('round-start-refused').waitFor();
    expect(await page.getByTestId('round-start-refused').textContent()).toBe(
      'Match play needs a second player: invite one, or wait for someone to join.',
    );
    expect(await page.getByTestId('round-start').isDisabled()).toBe(true);
    await page.context().close();
  });

  it('the map hint shows over the docked Swing bar without scrolling, in the app and on the web', async () => {
    const { roundId } = await shortRound(hostToken, 2, {
      title: `Hint ${Date.now().toString(36)}`,
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token: hostToken })).status).toBe(200);
    const app = await phonePage(hostToken);
    const web = await browser.newContext({ locale: 'en-US', ...phone });
    await signInWeb(web, host);
    const webPage = await web.newPage();
    for (const [page, path] of [
      [app, `${base}/rounds/${roundId}`],
      [webPage, `/rounds/${roundId}`],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId('hole-map').waitFor();
      const hint = page.getByTestId('map-hint');
      expect(await hint.textContent()).toContain('Tap the map to aim');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const hintBox = (await hint.boundingBox())!;
      const barBox = (await page.getByTestId('swing-bar').boundingBox())!;
      expect(hintBox.y, path).toBeGreaterThanOrEqual(0);
      expect(hintBox.y + hintBox.height, path).toBeLessThanOrEqual(barBox.y);
      await screenshot(page, `play-phone-hint-${page === app ? 'app' : 'web'}`);
    }
    await app.context().close();
    await web.close();
  });

  it('a round created at the foot of the long form opens its waiting room at the top', async () => {
    const page = await phonePage(hostToken);
    await page.goto(`${baseUrl()}${base}/rounds/new`);
    await expect.poll(() => page.getByTestId('round-course').inputValue(), { timeout: 10_000 }).not.toBe('');
    await page.getByTestId('round-title').fill(`Scroll ${Date.now().toString(36)}`);
    const submit = page.getByTestId('round-create-submit');
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submit.click();
    await page.getByTestId('round-room').waitFor();
    await page.waitForSelector('html[data-navigation="idle"]');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});
