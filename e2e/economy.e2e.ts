import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** Coins the pack credits, and its price in cents. */
const PACK_COINS = 500;
const PACK_PRICE = 499;
/** The back-office adjustment that shows the header balance is live. */
const GIFT_COINS = 25;
/** A phone held upright. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const balanceOf = async (page: Page, token: 'coins' | 'diamonds') => {
  const value = await page.getByTestId(`wallet-balance-${token}`).getAttribute('data-balance');
  return value === null ? null : Number(value);
};

/**
 * Issue 7 acceptance: a coin pack bought through the test provider's hosted checkout lands on
 * the success screen and raises the header's live balance; a second checkout, cancelled, shows
 * the cancel message and changes nothing.
 */
describe('economy', () => {
  let player: Player;
  let adminToken: string;
  let productId: number;
  let priceId: number;
  const productName = `E2E coin pack ${Date.now().toString(36)}`;

  beforeAll(async () => {
    [player, adminToken] = await Promise.all([createPlayer('buyer'), signInToken(demoAccount('administrator'))]);
    // A coin pack with a money price, first in the listing (lowest order_column).
    const product = await api<{ data: { id: number } }>('POST', '/api/v1/admin/products', {
      token: adminToken,
      body: {
        name: productName,
        description: 'Coins for the browser test.',
        type: enums.product_type.in_game_currency,
        unlisted: false,
        order_column: -1_000_000,
        meta: [{ meta_key: 'token_amount', meta_value: String(PACK_COINS) }],
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    productId = product.body.data.id;
    const price = await api<{ data: { id: number } }>('POST', '/api/v1/admin/prices', {
      token: adminToken,
      body: { product_id: productId, price_type: enums.product_price_type.money, amount: PACK_PRICE, currency: 'EUR' },
    });
    expect(price.status, JSON.stringify(price.body)).toBe(201);
    priceId = price.body.data.id;
  });

  /** From the store listing to the provider's hosted checkout page. */
  const startCheckout = async (page: Page) => {
    const card = page.locator(`[data-testid="store-product"][data-product-id="${productId}"]`);
    await card.waitFor();
    await card.click();
    await page.getByTestId('product-page').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/store/${productId}`);
    expect(await page.getByTestId('product-name').textContent()).toBe(productName);
    await page.locator(`[data-testid="product-buy"][data-price-id="${priceId}"]`).click();
    await page.getByTestId('checkout-confirm').click();
    await page.waitForURL(/\/payments\/test\/checkout\/tcs_[A-Za-z0-9_-]+$/);
  };

  it('buys a coin pack through the test checkout, then cancels a second checkout', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/store`);

    // The header shows the balances as the API has them (data-balance appears once they are known).
    await page.locator('[data-testid="wallet-balance-coins"][data-balance]').waitFor();
    expect(await balanceOf(page, 'diamonds')).not.toBeNull();
    const before = (await balanceOf(page, 'coins'))!;
    const wallets = (await (await page.request.get(`${baseUrl()}/api/v1/users/me/wallets`)).json()) as {
      data: { token_type: number; balance: number }[];
    };
    expect(wallets.data.find((wallet) => wallet.token_type === enums.token_type.coins)?.balance).toBe(before);

    // The listing shows the pack with its localized price.
    const card = page.locator(`[data-testid="store-product"][data-product-id="${productId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('store-product-price').textContent()).toContain('4.99');
    await screenshot(page, 'economy-store');

    // Pay at the test provider: back on the success screen, the coins are there.
    await startCheckout(page);
    await screenshot(page, 'economy-test-checkout');
    await page.locator('button.pay').click();
    await page.waitForURL(/\/store\/checkout\/return\?order=\d+&status=success$/);
    const success = page.getByTestId('checkout-return-success');
    await success.waitFor({ timeout: 20_000 });
    expect(await success.textContent()).toContain('Your payment went through');
    expect(await page.getByTestId('checkout-return-order').getAttribute('data-order-status')).toBe(
      String(enums.order_status.completed),
    );
    await expect.poll(() => balanceOf(page, 'coins'), { timeout: 10_000 }).toBe(before + PACK_COINS);
    await screenshot(page, 'economy-checkout-success');

    // The balance is live: a back-office adjustment shows up in the header with no reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const adjustment = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: adminToken,
      body: {
        user_id: player.id,
        token_type: enums.token_type.coins,
        amount: GIFT_COINS,
        comment: 'e2e: live balance',
      },
    });
    expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(201);
    await expect.poll(() => balanceOf(page, 'coins'), { timeout: 10_000 }).toBe(before + PACK_COINS + GIFT_COINS);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // A second checkout, cancelled at the provider: the cancel message, and nothing changed.
    await page.getByTestId('checkout-return-store').click();
    await startCheckout(page);
    await page.locator('button.cancel').click();
    await page.waitForURL(/\/store\/checkout\/return\?order=\d+&status=cancel$/);
    const cancel = page.getByTestId('checkout-return-cancel');
    await cancel.waitFor();
    expect(await cancel.textContent()).toContain('You cancelled the payment');
    await page.getByTestId('checkout-return-order').waitFor();
    await expect
      .poll(() => page.getByTestId('checkout-return-order').getAttribute('data-order-status'), { timeout: 10_000 })
      .toBe(String(enums.order_status.canceled));
    await expect.poll(() => balanceOf(page, 'coins')).toBe(before + PACK_COINS + GIFT_COINS);
    await screenshot(page, 'economy-checkout-cancel');

    // The ledger in the profile has both credits.
    await page.getByTestId('wallet-balances').click();
    await page.getByTestId('economy-section').waitFor();
    expect(await page.getByTestId('wallet-coins').getAttribute('data-balance')).toBe(
      String(before + PACK_COINS + GIFT_COINS),
    );
    await page.getByTestId('profile-section-transactions').click();
    await page.getByTestId('transactions').waitFor();
    const amounts = await page.getByTestId('transaction-amount').allTextContents();
    expect(amounts.some((text) => text.includes(`+${PACK_COINS}`))).toBe(true);
    expect(amounts.some((text) => text.includes(`+${GIFT_COINS}`))).toBe(true);
    await screenshot(page, 'economy-transactions');

    // Purchases: both orders, newest first, with the pack, its price and where each stands.
    const purchaseStatuses = () =>
      page.getByTestId('purchase').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    await page.getByTestId('profile-section-purchases').click();
    await page.getByTestId('purchases').waitFor();
    expect(await purchaseStatuses()).toEqual([
      String(enums.order_status.canceled),
      String(enums.order_status.completed),
    ]);
    expect(await page.getByTestId('purchase-item').allTextContents()).toEqual([productName, productName]);
    for (const total of await page.getByTestId('purchase-total').allTextContents()) expect(total).toBe('€4.99');
    expect(await page.getByTestId('purchase-status').allTextContents()).toEqual(['Cancelled', 'Completed']);

    // An order left unpaid (its checkout opened but never paid) is cancelled from the list.
    const unpaid = await api('POST', '/api/v1/store/orders', {
      token: await signInToken(player),
      body: { price_id: priceId, quantity: 1 },
    });
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(201);
    await page.reload();
    await page.getByTestId('purchases').waitFor();
    const { pending_checkout: pendingCheckout, pending_payment: pendingPayment } = enums.order_status;
    expect([String(pendingCheckout), String(pendingPayment)]).toContain((await purchaseStatuses())[0]);
    await screenshot(page, 'economy-purchases');
    await page.getByTestId('purchase-cancel').click();
    await expect
      .poll(purchaseStatuses)
      .toEqual([
        String(enums.order_status.canceled),
        String(enums.order_status.canceled),
        String(enums.order_status.completed),
      ]);
    expect(await page.getByTestId('purchase-cancel').count()).toBe(0);
    await context.close();
  });

  it('shows the amount and the balance after of a transaction on a phone, with no sideways scrolling', async () => {
    const phonePlayer = await createPlayer('ledger');
    const adjustment = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: adminToken,
      body: {
        user_id: phonePlayer.id,
        token_type: enums.token_type.coins,
        amount: GIFT_COINS,
        comment: 'e2e: a gift with a comment long enough to wrap on a phone',
      },
    });
    expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(201);
    const context = await browser.newContext({ locale: 'en-US', ...PHONE });
    await useBearerToken(context, 'app', await signInToken(phonePlayer));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/mobile/profile/transactions`);
    const gift = page.locator(
      `[data-testid="transaction"][data-action="${enums.transaction_action.admin_adjustment}"]`,
    );
    await gift.waitFor();
    expect(await gift.getByTestId('transaction-amount').textContent()).toContain(`+${GIFT_COINS}`);
    // On screen as the page opens: inside the viewport, not off to the right of a scroll box.
    for (const testId of ['transaction-amount', 'transaction-balance-after', 'transaction-date']) {
      const cell = gift.getByTestId(testId);
      expect(await cell.isVisible(), testId).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x, testId).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, testId).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    await screenshot(page, 'economy-transactions-phone');
    await context.close();
  });
});
