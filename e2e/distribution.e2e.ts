import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot, subscribedChannels } from './browser';
import { tinyZip } from '../apps/server/test/files';

const browser = await launchBrowser();

const coverPng = () =>
  sharp({ create: { width: 800, height: 300, channels: 3, background: { r: 200, g: 120, b: 20 } } })
    .png()
    .toBuffer();

/** Adds a position row in the promotion form and picks its place (promotion_position_type). */
async function addPosition(page: Page, index: number, position: number): Promise<void> {
  await page.locator('.button-add').click();
  const select = page.locator('.MuiInputBase-root', { has: page.locator(`input[name="positions.${index}.position"]`) });
  await select.locator('[role="combobox"]').click();
  await page.locator(`li[role="option"][data-value="${position}"]`).click();
}

describe('promotions', () => {
  it('staff place a promotion with an uploaded cover; a player sees it on the dashboard, store, courses and sign-in', async () => {
    const title = `Autumn open ${Date.now()}`;
    const staff = await browser.newContext();
    const page = await staff.newPage();
    await signInBackofficeAdmin(page);
    await page.goto(`${baseUrl()}/backoffice/promotions/add`);
    await page.locator('input[name="name"]').fill(title);
    await page.locator('input[name="title.en"]').fill(title);
    const cover = page.getByTestId('image-input-cover_image');
    await cover.getByTestId('image-input-file').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await coverPng(),
    });
    await expect.poll(() => cover.getByTestId('image-input-preview').getAttribute('src')).toMatch(/-w320\.webp$/);
    const stored = await page.locator('input[name="cover_image"]').inputValue();
    await page.locator('input[name="link"]').fill('/store');
    await page.locator('input[name="active"]').check();
    await addPosition(page, 0, 10);
    await addPosition(page, 1, 30);
    await addPosition(page, 2, 90);
    await addPosition(page, 3, 70);
    // Shown from a past time until a later one: the form writes local times, the API takes UTC.
    await page.locator('input[name="starts_at"]').fill('2026-01-01T10:00');
    await page.locator('input[name="ends_at"]').fill('2036-01-01T10:00');
    const shownFrom = await page.evaluate(() => new Date('2026-01-01T10:00').toISOString());
    await screenshot(page, 'backoffice-promotion');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/promotions');
    await staff.close();

    const player = await createPlayer('promoted');
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // The login screen, before signing in.
    await visitor.goto(`${baseUrl()}/sign-in`);
    const expectShown = async (slot: string) => {
      const card = visitor.getByTestId(`promotions-${slot}`).getByTestId('promotion').filter({ hasText: title });
      await card.waitFor();
      const image = card.locator('img');
      expect(await image.getAttribute('src')).toBe(stored.replace(/\.png$/, '-w960.webp'));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    };
    await expectShown('login');
    await signInWeb(context, player);
    await visitor.goto(`${baseUrl()}/`);
    await expectShown('dashboard');
    await screenshot(visitor, 'dashboard-promotion');
    // Its link leads to the store, where it is shown too.
    await visitor.getByTestId('promotions-dashboard').getByText(title).click();
    await visitor.waitForURL((url) => url.pathname === '/store');
    await expectShown('store');
    await visitor.goto(`${baseUrl()}/courses`);
    await expectShown('courses_list');
    // Not placed on the round list.
    await visitor.goto(`${baseUrl()}/rounds`);
    await visitor.getByTestId('rounds-lobby').waitFor();
    expect(await visitor.getByText(title).count()).toBe(0);
    await context.close();

    // Later files take screenshots of the store and the sign-in screen for the README: switch it off.
    const admin = await signInToken(demoAccount('administrator'));
    const found = await api<{ data: { id: number }[] }>(
      'GET',
      `/api/v1/admin/promotions?search=${encodeURIComponent(title)}`,
      {
        token: admin,
      },
    );
    expect(found.body.data).toHaveLength(1);
    const saved = await api<{ data: { starts_at: string } }>(
      'GET',
      `/api/v1/admin/promotions/${found.body.data[0]!.id}`,
      {
        token: admin,
      },
    );
    expect(new Date(saved.body.data.starts_at).toISOString()).toBe(shownFrom);
    const off = await api('PATCH', `/api/v1/admin/promotions/${found.body.data[0]!.id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.status).toBe(200);
  });
});

describe('game versions', () => {
  it('a signed-in player sees a version staff mark latest without a reload, and downloads its build', async () => {
    const admin = await signInToken(demoAccount('administrator'));
    const player = await createPlayer('downloader');
    const context = await browser.newContext();
    await signInWeb(context, player);
    const home = await context.newPage();
    // The subscriptions the page's real-time connection got: events sent before them would be missed.
    const subscribed = subscribedChannels(home);
    await home.goto(`${baseUrl()}/`);
    await expect.poll(() => subscribed, { timeout: 10_000 }).toContain('system');
    await expect.poll(() => subscribed, { timeout: 10_000 }).toContain(`private-users.${player.id}`);
    await home.getByTestId('game-download').waitFor();
    // Without software_download: the catalogue's "Missing software download".
    const missing = home.getByTestId('game-download-missing');
    await missing.waitFor({ timeout: 10_000 });
    expect(await missing.textContent()).toContain('This account does not include the software download.');
    const granted = await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
      token: admin,
      body: { feature: 'software_download' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    // The unlock reaches the open page live (feature-unlocks.updated, then the user reloads).
    await expect.poll(() => home.getByTestId('game-download-missing').count(), { timeout: 10_000 }).toBe(0);

    const version = `9.${Date.now() % 100000}.0`;
    const build = tinyZip(`build ${version}`);
    const staff = await browser.newContext();
    const page = await staff.newPage();
    await signInBackofficeAdmin(page);
    await page.goto(`${baseUrl()}/backoffice/game-versions/add`);
    await page.locator('input[name="version"]').fill(version);
    // Latest without a build would end every download: the form says so until a build is there.
    await page.locator('input[name="latest"]').check();
    await page.getByTestId('game-version-no-build-warning').waitFor();
    await page
      .getByTestId('build-input-file')
      .setInputFiles({ name: 'game.zip', mimeType: 'application/zip', buffer: build });
    await expect.poll(() => page.getByTestId('build-input-key').textContent()).toMatch(/^builds\/[0-9a-f]{64}\.zip/);
    expect(await page.getByTestId('game-version-no-build-warning').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/game-versions');
    await page.getByText(version).waitFor();
    await staff.close();

    // The update prompt and the dashboard's update notice, without a reload.
    const prompt = home.getByTestId('interface-update');
    await expect.poll(() => prompt.textContent(), { timeout: 10_000 }).toContain(version);
    await expect
      .poll(() => home.getByTestId('game-update-available').textContent(), { timeout: 10_000 })
      .toContain(version);
    await screenshot(home, 'dashboard-update');
    await home.getByTestId('game-download-request').click();
    const link = home.getByTestId('game-download-link');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/downloads\/builds\/[0-9a-f]{64}\.zip\?expires=\d+&signature=[0-9a-f]{64}$/);
    const downloaded = await context.request.get(`${baseUrl()}${href}`);
    expect(downloaded.status()).toBe(200);
    expect(Buffer.from(await downloaded.body()).equals(build)).toBe(true);
    // A link whose expiry was changed is refused (expiry itself is tested at route level with a clock).
    const forged = await context.request.get(`${baseUrl()}${href.replace(/expires=\d+/, 'expires=1')}`);
    expect(forged.status()).toBe(403);
    await context.close();
  });
});
