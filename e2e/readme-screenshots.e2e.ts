import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { createPlayer, demoAccount, signInBackofficeAdmin, signInToken, signInWeb, type Player } from './accounts';
import { artefactsDir, baseUrl, launchBrowser } from './browser';
import { openRound, playState, shortRound, swing } from './play-steps';

/**
 * The README's screenshots, each taken once the page shows what the picture is meant to show.
 * `UPDATE_SCREENSHOTS=1` writes them to docs/screenshots (run this file alone, on a fresh server, and commit
 * them); otherwise they go to test-results, so a normal run leaves the tree clean.
 */
const outputDir =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(artefactsDir, 'readme');

/** The visible part of the page, at the size the README shows it. */
async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: join(outputDir, `${name}.png`) });
}

const viewport = { width: 1280, height: 800 };
const browser = await launchBrowser();

describe('README screenshots', () => {
  let player: Player;
  beforeAll(async () => {
    player = await createPlayer('readme');
  });

  it('the play screen: a hole map with the tee shot’s tracer', async () => {
    const { roundId, holes } = await shortRound(await signInToken(player), 2, {
      title: 'Saturday round',
      game_mode: enums.game_mode.stroke_play,
      max_players: 1,
    });
    const context = await browser.newContext({ locale: 'en-US', viewport });
    const page = await openRound(context, player, roundId);
    await page.getByTestId('start-round').click();
    await expect.poll(() => playState(page), { timeout: 10_000 }).toBe('ongoing');
    // A tee shot leaves its tracer on the hole (a second swing only if the first was holed, which moves on).
    for (let swings = 0; swings < 3 && (await page.getByTestId('tracer').count()) === 0; swings++) await swing(page);
    expect(await page.getByTestId('tracer').count()).toBeGreaterThan(0);
    expect(holes.map(String)).toContain(await page.getByTestId('hole-map').getAttribute('data-hole'));
    expect(await page.getByTestId('hole-map').isVisible()).toBe(true);
    expect(await page.getByTestId('swing').isVisible()).toBe(true);
    await capture(page, 'play-round');
    await context.close();
  });

  it('the store: the demo products with their prices, and the player’s coins', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/store`);
    await page.locator('[data-testid="wallet-balance-coins"][data-balance]').waitFor();
    await expect
      .poll(() => page.getByTestId('store-product-name').allTextContents())
      .toEqual(expect.arrayContaining(['500 Coins', 'Championship Pack']));
    for (const price of await page.getByTestId('store-product-price').allTextContents()) expect(price).not.toBe('');
    await capture(page, 'store');
    await context.close();
  });

  it('the back-office: the users list, searched for the demo accounts', async () => {
    const page = await browser.newPage({ locale: 'en-US', viewport });
    await signInBackofficeAdmin(page);
    await page.goto(`${baseUrl()}/backoffice/users`);
    await page.getByTestId('list-search').fill('golf.localhost');
    for (const account of ['administrator', 'player'] as const)
      await page.getByText(demoAccount(account).email, { exact: true }).waitFor();
    expect(await page.getByTestId('menu-users').isVisible()).toBe(true);
    await capture(page, 'backoffice-users');
    await page.close();
  });
});
