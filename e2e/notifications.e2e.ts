import { beforeAll, describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken, signInWeb, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** Issue 4 acceptance: the unread badge follows the real-time events, with no reload. */
describe('notifications', () => {
  let player: Player;
  let adminToken: string;
  beforeAll(async () => {
    [player, adminToken] = await Promise.all([createPlayer('notice'), signInToken(demoAccount('administrator'))]);
  });

  const sendSystemNotification = async (title: string) => {
    const reply = await api('POST', '/api/v1/admin/notifications', {
      token: adminToken,
      body: { user_id: player.id, title: { en: title }, body: { en: `${title} body` } },
    });
    expect(reply.status).toBe(201);
  };

  it('raises the unread badge live and clears it with "mark all read"', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/notifications`);
    await page.getByTestId('notifications-empty').waitFor();
    const badge = page.getByTestId('unread-badge');
    await expect.poll(() => badge.getAttribute('data-count')).toBe('0');
    // Loaded pages stay as they are: a reload would create a new document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await sendSystemNotification('Course closed');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await sendSystemNotification('Tournament moved');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => page.getByTestId('notification').count()).toBe(2);
    expect(await page.getByTestId('notifications-list').textContent()).toContain('Tournament moved');
    await screenshot(page, 'notifications-unread');

    await page.getByTestId('mark-all-read').click();
    await expect.poll(() => badge.getAttribute('data-count')).toBe('0');
    await expect.poll(() => page.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(page, 'notifications-all-read');
    await context.close();
  });

  it('tells the player of a staff adjustment live, and the notification opens the transactions', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/notifications`);
    const badge = page.getByTestId('unread-badge');
    await expect.poll(() => badge.getAttribute('data-count')).toBe('0');

    // Staff credit the player's coins from the back-office's Adjust dialog.
    const staffContext = await browser.newContext({ locale: 'en-GB' });
    const staff = await staffContext.newPage();
    await signInBackofficeAdmin(staff);
    await staff.goto(
      `${baseUrl()}/backoffice/wallets?filter=${encodeURIComponent(JSON.stringify({ user_id: player.id }))}`,
    );
    await staff.locator('tbody tr', { hasText: 'Coins' }).getByTestId('wallet-adjust').click();
    await staff.getByTestId('wallet-adjust-amount').fill('40');
    await staff.getByTestId('wallet-adjust-comment').fill('Goodwill for the server outage');
    await staff.getByTestId('wallet-adjust-confirm').click();
    await staff.getByTestId('wallet-adjust-dialog').waitFor({ state: 'detached' });
    await staffContext.close();

    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    const notice = page.getByTestId('notification').filter({ hasText: 'Your wallet received 40 Coins.' });
    await notice.getByTestId('notification-open-subject').click();
    await page.waitForURL((url) => url.pathname === '/profile/transactions');
    const entry = page.getByTestId('transaction').filter({ hasText: 'Goodwill for the server outage' });
    expect(await entry.getByTestId('transaction-amount').textContent()).toContain('40');
    await expect.poll(() => badge.getAttribute('data-count')).toBe('0');
    await context.close();
  });
});
