import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { shortRound } from './play-steps';

const browser = await launchBrowser();

/** What the scorecard dialog looks like on the screen: its box, its close button, and each score chip. */
async function measureDialog(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
    const dialog = document.querySelector('.mantine-Modal-content');
    const close = dialog?.querySelector('.mantine-Modal-close') ?? null;
    const scroll = dialog?.querySelector('[data-testid="scorecard-scroll"] .mantine-ScrollArea-viewport');
    const chips = [...(dialog?.querySelectorAll('[data-testid="scorecard-hole-score"]') ?? [])].map((chip) => {
      const label = chip.querySelector('.mantine-Badge-label') as HTMLElement;
      // A digit that shows: the label has room for its whole text.
      return { text: label.textContent, width: label.clientWidth, needed: label.scrollWidth };
    });
    return {
      pageWidth: document.documentElement.scrollWidth,
      dialog: box(dialog),
      close: box(close),
      scroll: scroll ? { client: scroll.clientWidth, content: scroll.scrollWidth } : null,
      chips,
    };
  });
}

describe('the scorecard on a phone and on a desktop', () => {
  let player: Player;
  let roundId: number;
  beforeAll(async () => {
    player = await createPlayer('scorecard-screens');
    const token = await signInToken(player);
    // A finished 18-hole stroke play round, reported through the API as a game client would.
    const round = await shortRound(token, 18, {
      title: 'E2E 18 holes',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    roundId = round.roundId;
    expect((await api('POST', `/api/v1/rounds/${roundId}/start`, { token })).status).toBe(200);
    for (const hole of round.holes) {
      for (const stroke of [
        { surface_type: 30, distance_to_hole: 400 },
        { surface_type: 30, distance_to_hole: 0, hole_completed: true },
      ]) {
        const reply = await api('POST', `/api/v1/rounds/${roundId}/strokes`, {
          token,
          body: { id: crypto.randomUUID(), hole, club: 10, ...stroke },
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      }
    }
  });

  it.each([
    ['phone, mobile app', 'app', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ['desktop, web', 'web', { viewport: { width: 1366, height: 768 } }],
  ] as const)(
    '%s: match history → scorecard fits the screen, scrolls sideways inside, and every score shows its digits',
    async (name, environment, screen) => {
      const context = await browser.newContext({ locale: 'en-US', ...screen });
      if (environment === 'web') await signInWeb(context, player);
      else await useBearerToken(context, environment, await signInToken(player));
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${environment === 'web' ? '' : '/mobile'}/profile/match-history`);
      const entry = page.locator(`[data-testid="history-round"][data-round-id="${roundId}"]`);
      await entry.waitFor();
      await entry.getByTestId('history-open-scorecard').click();
      await page.getByTestId('scorecard-hole-score').first().waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.mantine-Modal-content')].every((e) => getComputedStyle(e).opacity === '1'),
      );
      const shown = await measureDialog(page);
      await screenshot(page, `scorecard-dialog-${environment}-${screen.viewport.width}`);
      const { width } = screen.viewport;
      expect(shown.pageWidth).toBeLessThanOrEqual(width);
      expect(shown.dialog!.left).toBeGreaterThanOrEqual(0);
      expect(shown.dialog!.right).toBeLessThanOrEqual(width);
      expect(shown.close!.right).toBeLessThanOrEqual(width);
      expect(shown.chips).toHaveLength(18);
      for (const chip of shown.chips) {
        expect(chip.text).toBe('2');
        expect(chip.width, `${name}: a chip without room for its score`).toBeGreaterThan(0);
        expect(chip.width).toBeGreaterThanOrEqual(chip.needed);
      }
      // On the phone the 18 holes do not fit: the card scrolls inside its own container.
      if (width < 600) expect(shown.scroll!.content).toBeGreaterThan(shown.scroll!.client);
      await context.close();
    },
  );
});
