import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('player app', () => {
  it('loads the web environment with courses from the API', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('courses-table').waitFor();
    await expect.poll(() => page.getByTestId('course-row').count()).toBe(4);
    expect(await page.getByTestId('page-title').textContent()).toBe('Courses');
    await screenshot(page, 'player-courses-en');
    await page.close();
  });

  it('switches the UI language without a reload', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('courses-table').waitFor();
    const nav = page.getByTestId('nav');
    await expect.poll(() => nav.textContent()).toContain('Courses');

    await page.getByTestId('language-switch').getByText('Svenska').click();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Banor');
    expect(await nav.textContent()).toContain('Banor');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await screenshot(page, 'player-courses-sv');

    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Banor');
    await page.close();
  });

  it('has a game environment with the game menu, and a mobile environment', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/game/`);
    await expect.poll(() => page.getByTestId('app-layout').getAttribute('data-environment')).toBe('game');
    await page.getByTestId('game-menu-quickRound').click();
    await page.getByTestId('coming-later-notice').waitFor();
    await screenshot(page, 'player-game-menu');
    await page.goto(`${baseUrl()}/mobile/`);
    await expect.poll(() => page.getByTestId('app-layout').getAttribute('data-environment')).toBe('app');
    await page.close();
  });
});
