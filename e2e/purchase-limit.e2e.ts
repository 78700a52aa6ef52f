import { describe, expect, it } from 'vitest';
import { PURCHASE_LIMIT_MAX, translate } from '@golf/contracts';
import { createPlayer, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('monthly purchase limit', () => {
  it('refuses a negative amount at the field and saves nothing; a valid one shows with its currency', async () => {
    const player = await createPlayer('limit');
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/economy`);
    const form = page.getByTestId('purchase-limit-form');
    await form.waitFor();
    const savedLimit = async () => {
      const reply = await page.request.get(`${baseUrl()}/api/v1/users/me`);
      return ((await reply.json()) as { data: { purchase_limit_per_month: number | null } }).data
        .purchase_limit_per_month;
    };

    await page.getByTestId('purchase-limit-enabled').check();
    const amount = page.getByTestId('purchase-limit-amount');
    await amount.fill('-5');
    await page.getByTestId('purchase-limit-save').click();
    await form
      .getByText(
        // The demo limit currency is EUR: cents, so steps of 0.01 up to the API's maximum in euros.
        translate('en', 'validation.purchase_limit', {
          max: new Intl.NumberFormat('en').format(PURCHASE_LIMIT_MAX / 100),
          step: '0.01',
        }),
        { exact: true },
      )
      .waitFor();
    // Not clamped to 0 on the way.
    expect(await amount.inputValue()).toBe('-5');
    expect(await savedLimit()).toBeNull();
    expect(await page.getByTestId('purchase-limit-current').count()).toBe(0);
    await screenshot(page, 'player-purchase-limit-refused');

    await amount.fill('50');
    await page.getByTestId('purchase-limit-save').click();
    await expect.poll(savedLimit).toBe(5000);
    await expect
      .poll(() => page.getByTestId('purchase-limit-current').textContent())
      .toBe('Current limit: €50.00 per month.');
    await context.close();
  });
});
