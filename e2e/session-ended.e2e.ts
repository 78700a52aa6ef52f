import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { translate } from '@golf/contracts';
import type { Page } from 'playwright-core';
import webEnglish from '../apps/web/src/i18n/en.json';
import { tokenStorageKey } from '../apps/web/src/lib/auth/session-store';
import { api, createPlayer, demoAccount, signInToken, signInWeb, suspendAccount, useBearerToken } from './accounts';
import { baseUrl, launchBrowser, navigateInApp, screenshot } from './browser';

const browser = await launchBrowser();

/** Resolves once the page's socket has the channel subscribed `times` times: the app is open and listening. */
function subscribed(page: Page, channel: string, times = 1): Promise<void> {
  let count = 0;
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { event?: string; channel?: string };
        if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel && ++count === times)
          resolve();
      }),
    ),
  );
}

/** The notice fits the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** A session ended while the app is open: the sign-in screen says why (decision 0124). */
describe('a player whose session ends while the app is open', () => {
  it('is suspended by staff: the sign-in screen on a phone says so, with the reason', async () => {
    const player = await createPlayer('suspendedopen');
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await signInWeb(context, player);
    const page = await context.newPage();
    const listening = subscribed(page, `private-users.${player.id}`);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard').waitFor();
    await listening;

    // A long reason with an unbroken word, as staff may paste it.
    const reason = `Repeated abuse in the club chat, see report https://support.example.test/${'x'.repeat(60)}`;
    await suspendAccount(player.id, reason);

    // Nobody touches the page: the closed socket is what makes the app ask, and learn why.
    const notice = page.getByTestId('sign-in-session-ended');
    await notice.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await notice.textContent()).toContain(webEnglish.signIn.suspendedTitle);
    expect(await notice.textContent()).toContain(translate('en', 'errors.users.session_ended_suspended', { reason }));
    await page.getByTestId('sign-in-form').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'sign-in-suspended-phone');
    await context.close();
  });

  it('in the game, a password change on another device: the game sign-in screen says so', async () => {
    const player = await createPlayer('pwchangedgame');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const page = await context.newPage();
    const listening = subscribed(page, `private-users.${player.id}`);
    await page.goto(`${baseUrl()}/game/`);
    await page.getByTestId('dashboard').waitFor();
    await listening;

    const changed = await api('POST', '/api/auth/change-password', {
      token: await signInToken(player),
      body: {
        current_password: player.password,
        password: 'a-new-password-1',
        password_confirmation: 'a-new-password-1',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const notice = page.getByTestId('sign-in-session-ended');
    await notice.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/game/sign-in');
    expect(await notice.textContent()).toContain(webEnglish.signIn.passwordChangedTitle);
    expect(await notice.textContent()).toContain(translate('en', 'errors.auth.session_ended_password_changed'));
    await screenshot(page, 'game-sign-in-password-changed');

    // Signed in again and out again, the sign-in screen has nothing more to say.
    await page.getByTestId('sign-in-email').fill(player.email);
    await page.getByTestId('sign-in-password').fill('a-new-password-1');
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('dashboard').waitFor();
    await navigateInApp(page, '/game/logout');
    await page.getByTestId('sign-in-form').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('sign-in-session-ended').count()).toBe(0);
    await context.close();
  });

  it('in the game, a password changed in the app: its socket comes back with the new token, and stays live', async () => {
    const player = await createPlayer('pwchangedhere');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const page = await context.newPage();
    const listening = subscribed(page, `private-users.${player.id}`);
    // The change closes every socket of the user's sessions (4200); this page's subscribes again.
    const resubscribed = subscribed(page, `private-users.${player.id}`, 2);
    await page.goto(`${baseUrl()}/game/profile/information`);
    await page.getByTestId('change-password-form').waitFor();
    await listening;
    await page.getByTestId('change-password-current').fill(player.password);
    await page.getByTestId('change-password-new').fill('a-new-password-2');
    await page.getByTestId('change-password-confirmation').fill('a-new-password-2');
    await page.getByTestId('change-password-submit').click();
    const refused = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the user channel was not subscribed again')), 20_000),
    );
    await Promise.race([resubscribed, refused]);

    // Still live: a credit from staff shows in the header without a reload.
    const coins = page.locator('[data-testid="wallet-balance-coins"][data-balance]');
    const before = Number(await coins.getAttribute('data-balance'));
    const credited = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: await signInToken(demoAccount('administrator')),
      body: { user_id: player.id, token_type: enums.token_type.coins, amount: 7, comment: 'e2e: still live' },
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    await expect
      .poll(async () => Number(await coins.getAttribute('data-balance')), { timeout: 20_000 })
      .toBe(before + 7);
    expect(new URL(page.url()).pathname).toBe('/game/profile/information');
    await context.close();
  });
});

/** A session ended while the app was closed: reopened on its token, the sign-in screen says why (decision 0124). */
describe('a player whose session ended while the game was closed', () => {
  it('opens the game after a suspension: the sign-in screen says so, with the reason', async () => {
    const player = await createPlayer('suspendedclosed');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const reason = 'Shared the account with another player';
    await suspendAccount(player.id, reason);

    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/`);
    const notice = page.getByTestId('sign-in-session-ended');
    await notice.waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/sign-in');
    expect(await notice.textContent()).toContain(webEnglish.signIn.suspendedTitle);
    expect(await notice.textContent()).toContain(translate('en', 'errors.users.session_ended_suspended', { reason }));
    // The token is forgotten, as after any sign-out.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), tokenStorageKey('game'))).toBeNull();
    await context.close();
  });
});
