import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { createPlayer, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();
const simulator = { viewport: { width: 1366, height: 768 } };

/** A game-environment context of the player; `kiosk` locks the device as staff would have. */
async function gameContext(player: Player, kiosk: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', ...simulator });
  await useBearerToken(context, 'game', await signInToken(player));
  if (kiosk) await context.addInitScript(() => window.localStorage.setItem('kiosk.active', '1'));
  return context;
}

describe('the game environment in and out of kiosk mode', () => {
  let player: Player;
  beforeAll(async () => {
    player = await createPlayer('kiosk-views');
  });

  it('kiosk mode: the game settings show no profile menu to refused sections, and the first-login wizard goes to the lobby', async () => {
    const context = await gameContext(player, true);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/profile/game`);
    await page.getByTestId('profile-section-content-game').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/profile/game');
    expect(await page.getByTestId('profile-sections').count()).toBe(0);
    expect(await page.getByTestId('profile-section-select').count()).toBe(0);
    await screenshot(page, 'kiosk-profile-game');
    await page.goto(`${baseUrl()}/game/welcome`);
    await page.waitForURL((url) => url.pathname === '/game/rounds');
    expect(await page.getByTestId('welcome').count()).toBe(0);
    await context.close();
  });

  it('out of kiosk mode: the whole profile menu, and hardware says what registers a device', async () => {
    const context = await gameContext(player, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/profile/hardware`);
    await page.getByTestId('profile-sections').waitFor();
    expect(await page.getByTestId('profile-section-economy').count()).toBe(1);
    const empty = await page.getByTestId('hardware-empty').textContent();
    expect(empty).toContain('installed golf simulator software');
    expect(empty).not.toContain('Sign in from the game');
    await context.close();
  });

  it('the kiosk dialog asks for both fields when sent empty, and a new attempt clears the last refusal', async () => {
    const context = await gameContext(player, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds`);
    await page.getByTestId('game-menu-settings').click();
    await page.getByTestId('kiosk-start-open').click();
    const dialog = page.getByTestId('kiosk-start-dialog');
    await dialog.waitFor();
    // A refusal first: wrong credentials.
    await page.getByTestId('kiosk-email').fill('nobody@golf.localhost');
    await page.getByTestId('kiosk-password').fill('wrong-password');
    await page.getByTestId('kiosk-submit').click();
    await page.getByTestId('kiosk-error').waitFor();
    // Then empty fields: the required errors, and the refusal is gone.
    await page.getByTestId('kiosk-email').fill('');
    await page.getByTestId('kiosk-password').fill('');
    await page.getByTestId('kiosk-submit').click();
    await expect.poll(() => dialog.textContent()).toContain("Enter an administrator's e-mail address.");
    expect(await dialog.textContent()).toContain('Enter the password.');
    expect(await page.getByTestId('kiosk-error').count()).toBe(0);
    await screenshot(page, 'kiosk-dialog-required');
    await context.close();
  });
});
