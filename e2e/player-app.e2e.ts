import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** Every view needs a signed-in player now: each test signs in its own, registration completed. */
describe('player app', () => {
  let reader: Player;
  let linguist: Player;
  let gamer: Player;
  beforeAll(async () => {
    [reader, linguist, gamer] = await Promise.all([
      createPlayer('reader'),
      createPlayer('lingo'),
      createPlayer('gamer'),
    ]);
  });

  it('sends a visitor to sign-in, then back to the courses from the API', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('sign-in-form').waitFor();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/sign-in?redirect=%2Fcourses`);

    await page.getByTestId('sign-in-email').fill(reader.email);
    await page.getByTestId('sign-in-password').fill(reader.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('courses-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses');
    expect(await page.getByTestId('app-layout').getAttribute('data-environment')).toBe('web');
    // Every course of the catalogue, the ones to buy too (the demo data's change over time).
    const catalogue = await api<{ data: unknown[] }>('GET', '/api/v1/courses');
    expect(catalogue.body.data.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('course-row').count()).toBe(catalogue.body.data.length);
    expect(await page.getByTestId('page-title').textContent()).toBe('Courses');
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(reader.displayName);
    await screenshot(page, 'player-courses-en');
    await context.close();
  });

  it('shows the dashboard sections below the welcome only with their texts, never their keys', async () => {
    const context = await browser.newContext();
    await signInWeb(context, reader);
    const page = await context.newPage();
    // The shared English the feature texts come with is held back, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/en-messages-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const quickActions = page.waitForResponse(/\/assets\/QuickActions-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('dashboard-welcome').waitFor();
    await quickActions;
    // Two frames: time for a section whose chunk has come to render.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.getByText(/^(rounds|statistics|gameDownload)\.[a-zA-Z.]+$/).count()).toBe(0);
    release();
    await page.getByTestId('dashboard-quick-round').waitFor();
    expect(await page.getByTestId('dashboard-quick-round').textContent()).toBe('Quick round');
    await context.close();
  });

  it('switches the UI language without a reload, and saves it as the player’s locale', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, linguist);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('courses-table').waitFor();
    const nav = page.getByTestId('nav');
    await expect.poll(() => nav.textContent()).toContain('Courses');
    // On a laptop's 1280 px the views are in sight, not behind the burger.
    expect(await nav.isVisible()).toBe(true);

    await page.getByTestId('language-switch').getByText('Svenska').click();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Banor');
    expect(await nav.textContent()).toContain('Banor');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await screenshot(page, 'player-courses-sv');
    const locale = async () => {
      const reply = await page.request.get(`${baseUrl()}/api/v1/users/me`);
      return ((await reply.json()) as { data: { locale: string } }).data.locale;
    };
    await expect.poll(locale).toBe('sv');

    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Banor');
    await context.close();
  });

  it('has a game environment with the game menu, and a mobile environment, each with its bearer token', async () => {
    // Without a session, each environment sends the visitor to its own sign-in screen.
    const anonymous = await browser.newPage();
    await anonymous.goto(`${baseUrl()}/game/`);
    await anonymous.getByTestId('sign-in-form').waitFor();
    expect(new URL(anonymous.url()).pathname).toBe('/game/sign-in');
    expect(await anonymous.getByTestId('auth-layout').getAttribute('data-environment')).toBe('game');
    await anonymous.close();

    const context = await browser.newContext();
    const token = await signInToken(gamer);
    await useBearerToken(context, 'game', token);
    await useBearerToken(context, 'app', token);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/`);
    await expect.poll(() => page.getByTestId('app-layout').getAttribute('data-environment')).toBe('game');
    expect(await page.getByTestId('user-name').textContent()).toBe(gamer.displayName);
    // Events opens the tournaments, and Clubs the clubs, inside the game environment.
    await page.getByTestId('game-menu-events').click();
    await page.getByTestId('tournaments-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/tournaments');
    await page.getByTestId('game-menu-clubs').click();
    await page.getByTestId('clubs-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/clubs');
    await screenshot(page, 'player-game-menu');
    await page.goto(`${baseUrl()}/mobile/`);
    await expect.poll(() => page.getByTestId('app-layout').getAttribute('data-environment')).toBe('app');
    // A phone's header has no room for the name: it is under "More".
    await page.getByTestId('nav-more').click();
    expect(await page.getByTestId('user-name').textContent()).toBe(gamer.displayName);
    // More reaches the screens beside the views too, as the web layout's navigation and footer do.
    await page.getByTestId('nav-faq').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mobile/faq');
    await page.getByTestId('nav-more').click();
    for (const screen of ['friends', 'clubs', 'feedback'])
      expect(await page.getByTestId(`nav-${screen}`).getAttribute('href')).toBe(`/mobile/${screen}`);
    await page.keyboard.press('Escape');
    // The web environment uses the cookie, which this context does not have.
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('sign-in-form').waitFor();
    await context.close();
  });
});
