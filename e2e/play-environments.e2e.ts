import { beforeAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { createPlayer, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { playState, shortRound, swing } from './play-steps';

const browser = await launchBrowser();

/** Each environment's screen: a simulator's landscape display, a phone held upright. */
const screens = {
  game: { viewport: { width: 1280, height: 720 } },
  app: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

describe('playing a round in the game and mobile-app environments', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('envplay');
    token = await signInToken(player);
  });

  it.each(['game', 'app'] as const)(
    '%s: the in-round actions are there, and a hole is played from the tee to the scorecard',
    async (environment) => {
      const { roundId, holes } = await shortRound(token, 1, {
        title: `E2E ${environment}`,
        game_mode: enums.game_mode.stroke_play,
        max_players: 1,
        mulligans: 1,
        // Automatic putting: once on the green the hole is finished, so the test stays short.
        gimme_distance: 1000,
      });
      const context = await browser.newContext({ locale: 'en-US', ...screens[environment] });
      await useBearerToken(context, environment, token);
      const page = await context.newPage();
      const base = environmentBasePath[environment];
      await page.goto(`${baseUrl()}${base}/rounds/${roundId}`);
      await page.getByTestId('round-play').waitFor();
      await page.getByTestId('start-round').click();
      await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
      expect(await page.getByTestId('hole-map').getAttribute('data-hole')).toBe(String(holes[0]));

      // The game menu's in-round actions (spec section 2), and links that stay in this environment.
      for (const action of ['action-mulligan', 'action-score', 'action-lobby', 'action-statistics'])
        expect(await page.getByTestId(action).isVisible(), action).toBe(true);
      expect(await page.getByTestId('action-lobby').getAttribute('href')).toBe(`${base}/rounds`);
      // Nothing is wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screens[environment].viewport.width);
      await screenshot(page, `play-${environment}-tee`);

      let swings = 0;
      while ((await playState(page)) === 'ongoing') {
        if (swings === 20) throw new Error('the hole did not finish in 20 swings');
        if (await swing(page)) swings++;
      }
      expect(await playState(page)).toBe('completed');
      const card = page.getByTestId('stroke-play-card');
      await card.waitFor();
      await expect
        .poll(async () => Number(await card.getByTestId('scorecard-total').textContent()), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(swings);
      await screenshot(page, `play-${environment}-completed`);
      await context.close();
    },
  );
});
