import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { openRound, playState, shortRound, swing } from './play-steps';

const browser = await launchBrowser();

/** Starts the round from the play screen, as its host does. */
async function startFromPage(page: Page): Promise<void> {
  await page.getByTestId('start-round').click();
  await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
  await page.getByTestId('hole-map').waitFor();
}

/** Whether the element lies entirely inside the viewport, and not under another element at its centre. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) return false;
  const inside =
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height + 1 && box.x + box.width <= viewport.width + 1;
  if (!inside) return false;
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

describe('the play screen on a phone, at a laptop size, and from round to round', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('play-fit');
    token = await signInToken(player);
  });

  it('on a phone in the app, the map and the Swing button are on screen together, and stroke play can pick up', async () => {
    const { roundId } = await shortRound(token, 1, {
      title: 'E2E phone',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    // Animated: the test watches the shot in flight.
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'no-preference',
    });
    await useBearerToken(context, 'app', token);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/mobile/rounds/${roundId}`);
    await page.getByTestId('round-play').waitFor();
    await startFromPage(page);

    // A touch screen says "Tap", not "Click".
    expect(await page.getByText('Tap the map to aim').count()).toBe(1);
    expect(await page.getByText('Click the map to aim').count()).toBe(0);

    const map = page.getByTestId('hole-map-box');
    const swingButton = page.getByTestId('swing');
    expect(await swingButton.count()).toBe(1);
    expect(await onScreen(page, swingButton)).toBe(true);
    expect(await onScreen(page, map)).toBe(true);
    await screenshot(page, 'play-phone-ready');

    // Scrolled down to the club and power, the Swing button is still there, and swinging brings the map back.
    await page.getByTestId('power-slider').scrollIntoViewIfNeeded();
    // The sliders are named for screen readers.
    for (const name of ['Power', 'Tempo (backswing to downswing)'])
      expect(await page.getByRole('slider', { name, exact: true }).count()).toBe(1);
    expect(await onScreen(page, map)).toBe(false);
    expect(await onScreen(page, swingButton)).toBe(true);
    await expect.poll(() => swingButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    await swingButton.click();
    await page.getByTestId('shot-in-flight').waitFor({ timeout: 5_000 });
    await expect.poll(() => onScreen(page, map), { timeout: 3_000 }).toBe(true);
    await screenshot(page, 'play-phone-in-flight');
    await page.getByTestId('shot-in-flight').waitFor({ state: 'detached', timeout: 15_000 });
    if ((await playState(page)) === 'completed') {
      // Holed in one: nothing left to pick up.
      await context.close();
      return;
    }

    // Stroke play offers Pick up (not the match-play concessions), after a confirmation saying how it scores.
    expect(await page.getByTestId('action-concede-hole').count()).toBe(0);
    const pickUp = page.getByTestId('action-pick-up');
    await expect.poll(() => pickUp.isEnabled(), { timeout: 10_000 }).toBe(true);
    await pickUp.click();
    const modal = page.getByTestId('confirm-modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('scored as picked up, not completed');
    await screenshot(page, 'play-phone-pick-up-confirm');
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    const card = await api<{
      data: { stroke_play: { players: { holes: { completion: string | null }[] }[] } };
    }>('GET', `/api/v1/rounds/${roundId}/scorecard`, { token });
    expect(card.status).toBe(200);
    expect(card.body.data.stroke_play.players[0]!.holes[0]!.completion).toBe('picked_up');
    await context.close();
  });

  it('at 1366×768 the live scorecard of an 18-hole round scrolls to Total and To par instead of cutting them off', async () => {
    const { roundId } = await shortRound(token, 18, {
      title: 'E2E eighteen',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const page = await openRound(context, player, roundId);
    await startFromPage(page);
    const scroller = page.getByTestId('live-scorecard-scroll');
    await scroller.waitFor();
    const card = await page.getByTestId('live-scorecard').boundingBox();
    const toPar = page.getByTestId('stroke-play-card').getByText('To par');
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const cell = await toPar.boundingBox();
    expect(cell).not.toBeNull();
    // Scrolled to its end, the To par column lies inside the card.
    expect(cell!.x + cell!.width).toBeLessThanOrEqual(card!.x + card!.width + 1);
    expect(cell!.x).toBeGreaterThanOrEqual(card!.x);
    await screenshot(page, 'play-scorecard-18-scrolled');
    await context.close();
  });

  it('a new round opened from a finished one starts without the last round\'s "Last shot"', async () => {
    const first = await shortRound(token, 1, {
      title: 'E2E closest first',
      game_mode: enums.game_mode.closest_to_pin,
      max_players: 1,
      tries: 1,
    });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await openRound(context, player, first.roundId);
    await startFromPage(page);
    await swing(page);
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => page.getByTestId('last-shot').count(), { timeout: 10_000 }).toBe(1);

    // The next round on the same screen, through the router (as Game menu → Play offline navigates).
    const second = await shortRound(token, 1, {
      title: 'E2E closest second',
      game_mode: enums.game_mode.closest_to_pin,
      max_players: 1,
      tries: 1,
    });
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/rounds/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, second.roundId);
    await expect
      .poll(() => page.getByTestId('round-play').getAttribute('data-round-id'), { timeout: 10_000 })
      .toBe(String(second.roundId));
    await startFromPage(page);
    expect(await page.getByTestId('last-shot').count()).toBe(0);
    await screenshot(page, 'play-next-round-fresh');
    await context.close();
  });
});
