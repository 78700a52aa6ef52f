import { describe, expect, it } from 'vitest';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('back-office transactions', () => {
  it("name each entry's owner and link to the user", async () => {
    const player = await createPlayer('ledger');
    const adminToken = await signInToken(demoAccount('administrator'));
    const adjusted = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: adminToken,
      body: { user_id: player.id, token_type: 10, amount: 25, comment: 'e2e ledger owner' },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);

    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    const filter = encodeURIComponent(JSON.stringify({ user_id: player.id }));
    await page.goto(`${baseUrl()}/backoffice/transactions?filter=${filter}`);
    const owner = page.getByTestId('user-link');
    await owner.first().waitFor();
    // The sign-up credit (when the demo setting grants one) and the adjustment: all the player's.
    for (const link of await owner.all()) {
      expect(await link.textContent()).toBe(player.displayName);
      expect(new URL((await link.getAttribute('href'))!, baseUrl()).pathname).toBe(`/backoffice/users/${player.id}`);
    }
    await screenshot(page, 'backoffice-transactions-owner');
    await owner.first().click();
    await page.waitForURL((url) => url.pathname === `/backoffice/users/${player.id}`);
    await page.close();
  });
});
