import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('redeem', () => {
  it('clears the previous result on a new attempt; an over-long code is an invalid code', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const batch = await api<{ data: { vouchers: { code: string }[] } }>('POST', '/api/v1/admin/vouchers', {
      token: adminToken,
      body: { batch: `e2e-redeem-${Date.now().toString(36)}`, type: enums.voucher_type.tokens, count: 1, amount: 250 },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    const player = await createPlayer('redeem');
    const context = await browser.newContext();
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/redeem`);

    const code = page.getByTestId('redeem-code');
    const error = page.getByTestId('redeem-error');
    const success = page.getByTestId('redeem-success');
    await code.fill(batch.body.data.vouchers[0]!.code);
    await page.getByTestId('redeem-submit').click();
    await success.waitFor();

    // An empty code: the message, and the previous voucher's panel is gone.
    await page.getByTestId('redeem-submit').click();
    await error.waitFor();
    expect(await error.textContent()).toBe('Enter a voucher code.');
    expect(await success.count()).toBe(0);

    await code.fill('A'.repeat(150));
    await page.getByTestId('redeem-submit').click();
    await expect.poll(() => error.textContent()).toBe('The voucher code is invalid.');
    await screenshot(page, 'player-redeem-over-long-code');
    await context.close();
  });
});
