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

  /** A plan with these feature unlocks, lasting `days`, and one price; its id. */
  async function createPlan(name: string, features: string[], days: number, price: Record<string, unknown>) {
    const meta = [
      ...features.map((feature) => ({ meta_key: 'feature_unlock', meta_value: feature })),
      { meta_key: 'duration_days', meta_value: String(days) },
    ];
    const plan = await api<{ data: { id: number } }>('POST', '/api/v1/admin/subscriptions', {
      token: adminToken,
      body: { name, meta },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const priced = await api('POST', '/api/v1/admin/prices', {
      token: adminToken,
      body: { subscription_id: plan.body.data.id, ...price },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    return plan.body.data.id;
  }

  /** The buyer's plans page, signed in, once the plan's card shows its price. */
  async function openPlan(buyer: Player, planId: number) {
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, buyer);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/subscriptions`);
    const card = page.locator(`[data-testid="plan"][data-plan-id="${planId}"]`);
    await card.getByTestId('plan-price').waitFor();
    return { context, page, card };
  }

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
    // The end screen says what came (the coins and the balance now) and offers the wallet first.
    const received = page.getByTestId('outcome-tokens');
    await received.waitFor();
    expect(await received.getAttribute('data-amount')).toBe(String(PACK_COINS));
    expect(await received.textContent()).toContain(`${PACK_COINS} Coins added to your wallet.`);
    await expect
      .poll(() => page.getByTestId('outcome-balance').getAttribute('data-balance'), { timeout: 10_000 })
      .toBe(String(before + PACK_COINS));
    const toWallet = page.getByTestId('checkout-next-step');
    expect(await toWallet.getAttribute('data-next')).toBe('wallet');
    expect(await toWallet.getAttribute('href')).toBe('/profile/economy');
    expect(await toWallet.textContent()).toBe('See your wallet');
    expect(await page.getByTestId('checkout-return-store').textContent()).toBe('Back to the store');
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

  it('a plan says what its price buys, and paying for it ends on the plan, until when it runs and what it unlocks', async () => {
    const buyer = await createPlayer('planbuyer');
    const planName = `E2E Plan ${Date.now().toString(36)}`;
    const planId = await createPlan(planName, ['advanced_stats', 'offline'], 30, {
      price_type: enums.product_price_type.money,
      amount: 999,
      currency: 'EUR',
    });

    const { context, page, card } = await openPlan(buyer, planId);
    // The price names its period: the plan is bought 30 days at a time and does not renew (decision 0126).
    expect(await card.getByTestId('plan-price').textContent()).toBe('€9.99 for 30 days');
    await card.getByTestId('plan-subscribe').click();
    expect(await page.getByTestId('checkout-summary').textContent()).toBe(
      `Subscribe to ${planName}: €9.99 for 30 days.`,
    );
    expect(await page.getByTestId('checkout-plan-period').textContent()).toContain('it does not renew');
    await screenshot(page, 'economy-plan-checkout');
    await page.getByTestId('checkout-confirm').click();
    await page.waitForURL(/\/payments\/test\/checkout\/tcs_[A-Za-z0-9_-]+$/);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/store\/checkout\/return\?order=\d+&status=success$/);
    await page.getByTestId('checkout-return-success').waitFor({ timeout: 20_000 });

    // Until when, as the player's subscription has it, and what the plan unlocks.
    const held = await api<{ data: { id: number; expires_at: string | null }[] }>(
      'GET',
      '/api/v1/users/me/subscriptions',
      {
        token: await signInToken(buyer),
      },
    );
    const expiresAt = held.body.data.find((subscription) => subscription.id === planId)?.expires_at;
    expect(expiresAt, JSON.stringify(held.body)).toBeTruthy();
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(expiresAt!));
    const outcome = page.getByTestId('outcome-plan');
    await expect
      .poll(() => outcome.getByTestId('outcome-plan-text').textContent(), { timeout: 10_000 })
      .toBe(`Your ${planName} plan is active until ${until}.`);
    const features = await outcome
      .locator('[data-testid="feature"]')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-feature')));
    expect(features).toEqual(['advanced_stats', 'offline']);
    expect(await page.getByTestId('checkout-return-item').textContent()).toBe(`${planName} (30 days)`);
    expect(await page.getByTestId('checkout-return-total').textContent()).toBe('€9.99');
    await screenshot(page, 'economy-plan-checkout-success');

    // The next step is the player's plan, beside Back to the store.
    const toPlan = page.getByTestId('checkout-next-step');
    expect(await toPlan.textContent()).toBe('See your plan');
    expect(await page.getByTestId('checkout-return-store').count()).toBe(1);
    await toPlan.click();
    await page.getByTestId('subscriptions-page').waitFor();
    await page.locator(`[data-testid="my-subscription"][data-plan-id="${planId}"]`).waitFor();
    await card.getByTestId('plan-current').waitFor();
    await context.close();
  });

  it('a plan bought with coins: the dialog says until when it runs, with no link to the page it is on', async () => {
    const buyer = await createPlayer('coinplan');
    const planName = `E2E Coin plan ${Date.now().toString(36)}`;
    const planId = await createPlan(planName, ['multiplayer'], 1, {
      price_type: enums.product_price_type.in_game_currency,
      token_type: enums.token_type.coins,
      amount: GIFT_COINS,
    });
    const gift = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: adminToken,
      body: { user_id: buyer.id, token_type: enums.token_type.coins, amount: GIFT_COINS, comment: 'e2e: a plan' },
    });
    expect(gift.status, JSON.stringify(gift.body)).toBe(201);

    const { context, page, card } = await openPlan(buyer, planId);
    // One day, in the singular.
    expect(await card.getByTestId('plan-price').textContent()).toBe(`${GIFT_COINS} Coins for 1 day`);
    await card.getByTestId('plan-subscribe').click();
    await page.getByTestId('checkout-confirm').click();
    const done = page.getByTestId('checkout-done');
    await done.waitFor();
    await expect
      .poll(() => done.getByTestId('outcome-plan-text').textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^Your ${planName} plan is active until .+\\.$`));
    await done.locator('[data-testid="feature"][data-feature="multiplayer"]').waitFor();
    // The dialog is on the plans page already: Close is the way on.
    expect(await done.getByTestId('checkout-next-step').count()).toBe(0);
    await done.getByTestId('checkout-close').click();
    await page.locator(`[data-testid="my-subscription"][data-plan-id="${planId}"]`).waitFor();
    await context.close();
  });

  it('buying the last one a player may have still shows what came (the Championship Pack, at most one)', async () => {
    const buyer = await createPlayer('lastone');
    const products = await api<{ data: { id: number; name: string }[] }>('GET', '/api/v1/store/products?per_page=100', {
      token: await signInToken(buyer),
    });
    const pack = products.body.data.find((product) => product.name === 'Championship Pack');
    expect(pack).toBeDefined();
    const gift = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token: adminToken,
      body: { user_id: buyer.id, token_type: enums.token_type.coins, amount: 300, comment: 'e2e: the last one' },
    });
    expect(gift.status, JSON.stringify(gift.body)).toBe(201);
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, buyer);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/store/${pack!.id}`);
    await page
      .locator('[data-testid="product-price-option"][data-price-kind="tokens"] [data-testid="product-buy"]')
      .click();
    await page.getByTestId('checkout-confirm').click();
    // The product now says the limit is reached; the dialog stays with the purchase's outcome.
    await page.getByTestId('product-unavailable').waitFor();
    await page.getByTestId('checkout-done').waitFor();
    await page.getByTestId('checkout-close').click();
    expect(await page.getByTestId('checkout-dialog').count()).toBe(0);
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
