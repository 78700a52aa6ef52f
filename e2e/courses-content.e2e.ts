import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createPlayer,
  demoAccount,
  signInBackofficeAdmin,
  signInToken,
  signInWeb,
  useBearerToken,
  type Player,
} from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/**
 * Content staff curate and players read (docs/content.md): staff add a hardware device and a FAQ
 * entry in the back-office, the player reads the entry from the game menu, sees a locked course
 * marked with how to get it, and opens a course page with its holes drawn.
 */
describe('hardware, FAQ and courses', () => {
  let player: Player;
  const tag = Date.now().toString(36);
  beforeAll(async () => {
    player = await createPlayer('courses-content');
  });

  it('staff add a hardware device and a FAQ entry; the player reads the entry from the game menu', async () => {
    const page = await browser.newPage();
    await signInBackofficeAdmin(page);

    await page.goto(`${baseUrl()}/backoffice/hardware/add`);
    await page.getByTestId('hardware-title').fill(`E2E Sim ${tag}`);
    await page.getByTestId('hardware-version').fill(`E2E-${tag}`);
    await page.getByTestId('hardware-description').fill('Added by the browser test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/hardware');
    await page.locator('tr', { hasText: `E2E Sim ${tag}` }).waitFor();
    expect(await page.locator('tr', { hasText: `E2E Sim ${tag}` }).textContent()).toContain(
      'Added by the browser test',
    );

    const question = `How do I practise putting? ${tag}`;
    await page.goto(`${baseUrl()}/backoffice/faq/add`);
    await page.locator('input[name="position"]').fill('1');
    await page.getByTestId('faq-question-en').fill(question);
    await page.getByTestId('faq-answer-en').fill('Open the driving range and aim at the green.');
    await page.getByTestId('faq-question-sv').fill(`Hur tränar jag puttning? ${tag}`);
    await page.getByTestId('faq-answer-sv').fill('Öppna drivingrangen och sikta på greenen.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/backoffice/faq');
    await page.locator('tr', { hasText: question }).waitFor();
    await page.close();

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 } });
    await useBearerToken(context, 'game', await signInToken(player));
    const game = await context.newPage();
    await game.goto(`${baseUrl()}/game/`);
    await game.getByTestId('game-menu-faq').click();
    await game.waitForURL((url) => url.pathname === '/game/faq');
    const entry = game.getByTestId('faq-entry').filter({ hasText: question });
    await entry.getByTestId('faq-question').click();
    await expect
      .poll(() => entry.getByTestId('faq-answer').textContent())
      .toBe('Open the driving range and aim at the green.');
    await screenshot(game, 'content-game-faq');
    await context.close();
  });

  it('the player sees a locked course marked with its map pack, and opens a course page with its holes', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/courses`);
    await page.getByTestId('courses-table').waitFor();
    const locked = page.locator('[data-testid="course-row"][data-owned="false"]', { hasText: 'Wolf Ridge' });
    await locked.getByTestId('course-locked').waitFor();
    expect(await locked.getByTestId('course-get-it').textContent()).toBe('Get it with Championship Pack');
    // On a phone the table fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'content-courses-phone');

    await page
      .locator('[data-testid="course-row"][data-owned="true"]', { hasText: 'Pinewood Heath' })
      .getByTestId('course-title')
      .click();
    await page.getByTestId('course-hole-maps').waitFor();
    expect(await page.getByTestId('course-owned').count()).toBe(1);
    expect(await page.getByTestId('course-hole-row').count()).toBe(18);
    expect(await page.getByTestId('course-rating-row').count()).toBe(3);
    expect(await page.getByTestId('course-hole-maps').getByTestId('hole-map').count()).toBe(18);
    await screenshot(page, 'content-course-page');
    await context.close();
  });

  it('a Premium subscriber names a pack course the plan opens, in the profile, and sees the name on its page', async () => {
    const subscriber = await createPlayer('premium-names');
    const [premium] = (
      await api<{ data: { id: number; name: string }[] }>('GET', '/api/v1/subscriptions', {
        token: await signInToken(subscriber),
      })
    ).body.data.filter((plan) => plan.name === 'Premium');
    const given = await api('POST', `/api/v1/admin/users/${subscriber.id}/subscriptions`, {
      token: await signInToken(demoAccount('administrator')),
      body: { subscription_id: premium!.id },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await signInWeb(context, subscriber);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/courses`);
    // Wolf Ridge is in the Championship Pack, which the player does not own: the plan opens it.
    const row = page.locator('[data-testid="profile-course-row"][data-source="plan"]', { hasText: 'Wolf Ridge' });
    expect(await row.getByTestId('profile-course-source').textContent()).toBe('Opened by your All courses feature');
    await row.getByTestId('course-name-input').fill('The Ridge');
    await row.getByTestId('course-name-save').click();
    await page.getByText('The name is saved.').waitFor();
    await expect.poll(() => row.getByTestId('course-name-input').inputValue()).toBe('The Ridge');

    await row.getByRole('link', { name: 'Wolf Ridge' }).click();
    await page.getByText('Your name for it: The Ridge').waitFor();
    await context.close();
  });
});
