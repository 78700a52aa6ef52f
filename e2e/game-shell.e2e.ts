import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot, subscribedChannels } from './browser';
import { tinyZip } from '../apps/server/test/files';

/**
 * The game environment (issue 32): the update and download screen inside the test game shell
 * (e2e/fixtures/game-shell.html, docs/game-shell.md), exit game, the interface update, kiosk mode
 * refusing every other screen and the API but updating itself, and the hardware section's picker.
 */
const browser = await launchBrowser();
const simulator = { viewport: { width: 1366, height: 768 }, locale: 'en-US' };
const shellPage = readFileSync(join(import.meta.dirname, 'fixtures', 'game-shell.html'), 'utf8');
/** Where the test shell is served, on the app's own origin (never shipped with the app). */
const SHELL_PATH = '/__test-shell.html';

let adminToken: string;
let player: Player;

/** Uploads a tiny build and marks a new version latest, which announces version.released on `system`. */
async function releaseVersion(): Promise<string> {
  const version = `7.${Date.now() % 100000}.${Math.floor(Math.random() * 100)}`;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyZip(`build ${version}`))], { type: 'application/zip' }), 'game.zip');
  const upload = await fetch(`${baseUrl()}/api/v1/admin/uploads/builds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, origin: baseUrl(), accept: 'application/json' },
    body: form,
  });
  const uploaded = (await upload.json()) as { data: { key: string } };
  expect(upload.status, JSON.stringify(uploaded)).toBe(201);
  const created = await api('POST', '/api/v1/admin/game-versions', {
    token: adminToken,
    body: { version, latest: true, file: uploaded.data.key },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return version;
}

async function gameContext(options: { kiosk?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext(simulator);
  await useBearerToken(context, 'game', await signInToken(player));
  if (options.kiosk) await context.addInitScript(() => window.localStorage.setItem('kiosk.active', '1'));
  await context.route(
    (url) => url.pathname === SHELL_PATH,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shellPage }),
  );
  return context;
}

const openShell = async (page: Page, query: string) => {
  await page.goto(`${baseUrl()}${SHELL_PATH}?${query}`);
  return page.frameLocator('#game');
};

beforeAll(async () => {
  adminToken = await signInToken(demoAccount('administrator'));
  player = await createPlayer('game-shell');
  const granted = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
    token: adminToken,
    body: { feature: 'software_download' },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(201);
});

describe('the update and download screen', () => {
  it('in the test shell: countdown, a failed download shown and retried, download progress, unzip, setup, start', async () => {
    const version = await releaseVersion();
    const context = await gameContext();
    const page = await context.newPage();
    const game = await openShell(page, 'installed=1.0.0&fail=download');

    // The countdown runs by itself.
    const countdown = game.getByTestId('update-countdown');
    await countdown.waitFor({ timeout: 15_000 });
    expect(await countdown.textContent()).toContain(`Version ${version} is available.`);
    const first = Number(await countdown.getAttribute('data-seconds'));
    await expect.poll(async () => Number((await countdown.getAttribute('data-seconds')) ?? 0)).toBeLessThan(first);
    await screenshot(page, 'game-shell-countdown');

    // The download starts without a click, and fails once.
    const error = game.getByTestId('update-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.getAttribute('data-key')).toBe('game.download_failed');
    expect(await error.textContent()).toContain('The download failed. Check the network connection and try again.');
    expect(await game.getByTestId('update-step-download').getAttribute('data-status')).toBe('failed');
    await screenshot(page, 'game-shell-download-failed');

    // Retried: the download reports its bytes, then each step runs in turn.
    await game.getByTestId('update-retry').click();
    const bytes = game.getByTestId('update-step-download-bytes');
    await bytes.waitFor({ timeout: 10_000 });
    expect(await bytes.textContent()).toMatch(/of 0\.0 MB/);
    const fractions = new Set<string>();
    const download = game.getByTestId('update-step-download');
    await expect
      .poll(
        async () => {
          fractions.add((await game.getByTestId('update-step-download-progress').getAttribute('data-fraction')) ?? '');
          return download.getAttribute('data-status');
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe('done');
    // Progress went through values between nothing and all.
    expect([...fractions].some((fraction) => Number(fraction) > 0 && Number(fraction) < 1)).toBe(true);
    for (const step of ['unzip', 'setup', 'start'])
      await expect
        .poll(() => game.getByTestId(`update-step-${step}`).getAttribute('data-status'), { timeout: 10_000 })
        .toBe('done');
    expect(await game.getByTestId('update-finished').textContent()).toContain(version);
    expect(await page.getByTestId('shell-running').textContent()).toBe(`running ${version}`);
    const log = (await page.getByTestId('shell-log').textContent()) ?? '';
    expect(log).toContain('download failed: download_failed');
    for (const step of ['download', 'unzip', 'setup', 'start']) expect(log).toContain(`${step} done`);
    await screenshot(page, 'game-shell-finished');
    await context.close();
  });

  it('without a shell: the signed download link and what to do with it', async () => {
    const context = await gameContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/update`);
    const noShell = page.getByTestId('update-no-shell');
    await noShell.waitFor({ timeout: 10_000 });
    expect(await noShell.textContent()).toContain('Run the setup program in that folder.');
    await page.getByTestId('game-download-request').click();
    const href = await page.getByTestId('game-download-link').getAttribute('href');
    expect(href).toMatch(/^\/downloads\/builds\/[0-9a-f]{64}\.zip\?expires=\d+&signature=[0-9a-f]{64}$/);
    await context.close();
  });
});

describe('exit game', () => {
  it('asks the shell to close', async () => {
    const context = await gameContext();
    const page = await context.newPage();
    const game = await openShell(page, 'installed=1.0.0&src=/game/rounds');
    await game.getByTestId('game-menu-exitGame').click();
    await expect.poll(() => page.getByTestId('shell-running').textContent()).toBe('closed');
    expect(await page.locator('#game').count()).toBe(0);
    await context.close();
  });

  it('without a shell, leaves the game environment for the web app; no "later release" notice', async () => {
    const context = await gameContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds`);
    await page.getByTestId('game-menu-exitGame').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/game'));
    expect(await page.getByTestId('coming-later-notice').count()).toBe(0);
    await context.close();
  });
});

describe('the interface update', () => {
  it('a new version on `system` shows the prompt; applying it reloads the interface', async () => {
    const context = await gameContext();
    const page = await context.newPage();
    // The page's subscriptions: an event sent before `system` is subscribed would be missed.
    const subscribed = subscribedChannels(page);
    await page.goto(`${baseUrl()}/game/rounds`);
    await page.getByTestId('game-menu-settings').waitFor();
    await expect.poll(() => subscribed, { timeout: 15_000 }).toContain('system');
    // Gone after a reload: the page is a new document.
    await page.evaluate(() => ((window as Window & { beforeReload?: boolean }).beforeReload = true));
    const version = await releaseVersion();
    const prompt = page.getByTestId('interface-update');
    await expect.poll(() => prompt.textContent(), { timeout: 15_000 }).toContain(version);
    await screenshot(page, 'interface-update-prompt');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('interface-update-apply').click()]);
    await page.getByTestId('game-menu-settings').waitFor();
    expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload ?? false)).toBe(
      false,
    );
    await context.close();
  });
});

describe('kiosk mode', () => {
  it('refuses direct URLs in all three environments, and the store, profile, wallet and vouchers through the API', async () => {
    const context = await browser.newContext(simulator);
    const token = await signInToken(player);
    await useBearerToken(context, 'game', token);
    await context.addInitScript(() => window.localStorage.setItem('kiosk.active', '1'));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds`);
    await page.getByTestId('game-menu-logout').waitFor();
    // The page made its session a kiosk session: the API refuses it now.
    await expect
      .poll(async () => (await api('GET', '/api/v1/store/products', { token })).status, { timeout: 10_000 })
      .toBe(403);

    for (const path of [
      '/store',
      '/profile/information',
      '/wallets',
      '/mobile/store',
      '/mobile/profile/information',
      '/game/store',
      '/game/profile/information',
      '/game/vouchers',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL((url) => url.pathname === '/game/rounds', { timeout: 10_000 });
      expect(await page.getByTestId('profile-section-content-information').count(), path).toBe(0);
    }
    await screenshot(page, 'kiosk-direct-url-refused');

    for (const [method, path, body] of [
      ['GET', '/api/v1/store/products'],
      ['GET', '/api/v1/users/me/wallets'],
      ['GET', '/api/v1/users/me/vouchers'],
      ['PATCH', '/api/v1/users/me', { first_name: 'Kiosk' }],
    ] as const) {
      const reply = await api<{ error: string; error_info: { key: string } }>(method, path, {
        token,
        ...(body && { body }),
      });
      expect(reply.status, path).toBe(403);
      expect(reply.body.error_info.key).toBe('rounds.not_allowed');
      expect(reply.body.error).toBe('Not allowed: you cannot do that here.');
    }
    // Play still works.
    expect((await api('GET', '/api/v1/rounds/mine', { token })).status).toBe(200);
    await context.close();
  });

  it('signs in to a kiosk session, updates itself in the shell, recognises its device, withholds the record', async () => {
    const version = await releaseVersion();
    // The kiosk sign-in (decision 0104): the session is a kiosk session from its first call.
    const signedIn = await api('POST', '/api/auth/sign-in/email', {
      body: { email: player.email, password: player.password, kiosk: true },
    });
    const token = signedIn.headers.get('set-auth-token') ?? '';
    expect(signedIn.status).toBe(200);
    expect((await api('GET', '/api/v1/store/products', { token })).status).toBe(403);
    const me = await api<{ data: { email: string; display_name: string } }>('GET', '/api/v1/users/me', { token });
    expect(me.body.data.email).toBe('');

    const context = await browser.newContext(simulator);
    await useBearerToken(context, 'game', token);
    await context.addInitScript(() => window.localStorage.setItem('kiosk.active', '1'));
    await context.route(
      (url) => url.pathname === SHELL_PATH,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shellPage }),
    );
    const page = await context.newPage();
    const game = await openShell(page, 'installed=1.0.0&src=/game/update');
    // The update screen stays open in kiosk mode, and runs without an administrator.
    await game.getByTestId('update-start-now').click({ timeout: 15_000 });
    await game.getByTestId('update-finished').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('shell-running').textContent()).toBe(`running ${version}`);
    expect(await game.getByTestId('update-interface-current').count()).toBe(1);
    await screenshot(page, 'kiosk-updated-itself');

    // The shell's hardware identity registered this installation to the player.
    const own = await signInToken(player);
    await expect
      .poll(async () => {
        const reply = await api<{ data: { game_identifiers: { uuid: string }[] } }>('GET', '/api/v1/users/me', {
          token: own,
        });
        return reply.body.data.game_identifiers.map((device) => device.uuid);
      })
      .toContain('5f0c4a8e-8d43-4c55-9b57-1f1f3cb1c001');
    await context.close();
  });
});

describe('the hardware section', () => {
  it('inside the shell: recognises the device, picks it, removes it with a confirmation, registers it again', async () => {
    const model = await api('POST', '/api/v1/admin/hardware', {
      token: adminToken,
      body: { title: 'E2E Test Rig', hardware_version: 'TEST-RIG' },
    });
    expect(model.status, JSON.stringify(model.body)).toBe(201);
    const context = await gameContext();
    const page = await context.newPage();
    const game = await openShell(page, 'installed=1.0.0&src=/game/profile/hardware');
    const picker = game.getByTestId('hardware-choice');
    const label = 'E2E Test Rig (test-rig-1)';
    // The shell's identity registered the installation and made it the device played on here.
    await expect.poll(() => picker.inputValue(), { timeout: 15_000 }).toBe(label);
    await picker.click();
    await game.getByRole('option', { name: 'None picked' }).click();
    expect(await picker.inputValue()).toBe('None picked');
    await picker.click();
    await game.getByRole('option', { name: label }).click();
    expect(await picker.inputValue()).toBe(label);
    await screenshot(page, 'hardware-section-picker');

    await game.getByTestId('hardware-remove').click();
    await game.getByTestId('confirm-modal-confirm').click();
    await game.getByTestId('hardware-empty').waitFor({ timeout: 10_000 });
    await game.getByTestId('hardware-register').click();
    await expect.poll(() => picker.inputValue(), { timeout: 10_000 }).toBe(label);
    expect(await game.getByTestId('hardware-row').count()).toBe(1);
    await context.close();
  });
});
