import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enums } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** A phone held upright. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

let adminToken: string;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function created(reply: Promise<{ status: number; body: unknown }>): Promise<number> {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as { data: { id: number } }).data.id;
}

/** A money price (EUR, cents) for a product or a plan. */
const moneyPrice = (owner: { product_id: number } | { subscription_id: number }) =>
  created(
    api('POST', '/api/v1/admin/prices', {
      token: adminToken,
      body: { ...owner, price_type: enums.product_price_type.money, amount: 999, currency: 'EUR' },
    }),
  );

/** A content product the store does not list (so other tests do not meet it); its id. */
const unlistedProduct = (name: string, extra: Record<string, unknown> = {}) =>
  created(
    api('POST', '/api/v1/admin/products', {
      token: adminToken,
      body: { name: `${name} ${unique()}`, type: enums.product_type.content, unlisted: true, meta: [], ...extra },
    }),
  );

/** Opens a checkout of a price for the player, as the store's Buy does; its order id. */
async function openCheckout(token: string, priceId: number): Promise<number> {
  const reply = await api<{ data: { order: { id: number }; checkout_url: string } }>('POST', '/api/v1/store/orders', {
    token,
    body: { price_id: priceId, quantity: 1, idempotency_key: `e2e-${unique()}`, environment: 'web' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.data.checkout_url).toMatch(/\/payments\/test\/checkout\/tcs_/);
  return reply.body.data.order.id;
}

const orderStatus = async (token: string, orderId: number) =>
  (await api<{ data: { status: number } }>('GET', `/api/v1/users/me/orders/${orderId}`, { token })).body.data.status;

/** The plan that marks a legacy user (spec: plan 7), as the API flags it. */
async function legacyPlanId(token: string): Promise<number> {
  const reply = await api<{ data: { id: number; is_legacy: boolean }[] }>('GET', '/api/v1/subscriptions?per_page=100', {
    token,
  });
  const legacy = reply.body.data.find((plan) => plan.is_legacy);
  expect(legacy, JSON.stringify(reply.body)).toBeDefined();
  return legacy!.id;
}

beforeAll(async () => {
  adminToken = await signInToken(demoAccount('administrator'));
});

describe('open checkouts', () => {
  it('a product sold out by the buyer’s own checkout still offers to resume or cancel it', async () => {
    const player = await createPlayer('lastunit');
    const token = await signInToken(player);
    const productId = await unlistedProduct('E2E last unit', { available_qty: 1 });
    const priceId = await moneyPrice({ product_id: productId });
    const orderId = await openCheckout(token, priceId);

    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/store/${productId}`);
    const notice = page.getByTestId('open-checkout');
    await notice.waitFor();
    expect(await notice.getAttribute('data-order-id')).toBe(String(orderId));
    expect(await notice.textContent()).toContain('Payment waiting');
    expect(await page.getByTestId('product-unavailable').getAttribute('data-reason')).toBe('sold-out');
    const resume = notice.getByTestId('open-checkout-resume');
    expect(await resume.getAttribute('href')).toMatch(/\/payments\/test\/checkout\/tcs_/);
    await screenshot(page, 'open-checkout-sold-out-product');

    // Cancelling gives the unit back: the product can be bought again.
    await notice.getByTestId('open-checkout-cancel').click();
    await page.getByTestId('product-buy').waitFor();
    expect(await page.getByTestId('open-checkout').count()).toBe(0);
    expect(await page.getByTestId('product-unavailable').count()).toBe(0);
    expect(await orderStatus(token, orderId)).toBe(enums.order_status.canceled);
    await context.close();
  });

  it('cancelling on the notice and in Purchases: a failed call says why above the button; an order already given up elsewhere just goes', async () => {
    const player = await createPlayer('cancelfails');
    const token = await signInToken(player);
    const productId = await unlistedProduct('E2E cancel');
    const priceId = await moneyPrice({ product_id: productId });
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    let serverDown = false;
    await page.route('**/api/v1/users/me/orders/*/cancel', (route) =>
      serverDown ? route.abort('connectionrefused') : route.continue(),
    );

    for (const { path, button } of [
      { path: `/store/${productId}`, button: 'open-checkout-cancel' },
      { path: '/profile/purchases', button: 'purchase-cancel' },
    ]) {
      const refusal = `${button}-error`;
      // The call fails: the reason shows above the button, not in the app's error dialog, and the checkout stays.
      const orderId = await openCheckout(token, priceId);
      await page.goto(`${baseUrl()}${path}`);
      serverDown = true;
      await page.getByTestId(button).click();
      const shown = page.getByTestId(refusal);
      await shown.waitFor();
      expect(await shown.textContent(), path).toBe('The data could not be loaded. Please try again.');
      expect(await page.getByTestId('error-modal-message').count(), path).toBe(0);
      await screenshot(page, `cancel-failed-${button}`);
      expect(await orderStatus(token, orderId), path).toBe(enums.order_status.pending_payment);
      // The same button again, once the server answers: the order is given up and its button goes.
      serverDown = false;
      await page.getByTestId(button).click();
      await expect.poll(() => page.getByTestId(button).count(), { timeout: 10_000 }).toBe(0);
      expect(await orderStatus(token, orderId), path).toBe(enums.order_status.canceled);

      // Given up on another device meanwhile: the server refuses the second cancel (4007), and the page,
      // read again, no longer offers it; nothing to explain.
      const elsewhere = await openCheckout(token, priceId);
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId(button).waitFor();
      expect((await api('POST', `/api/v1/users/me/orders/${elsewhere}/cancel`, { token })).status).toBe(200);
      // The page may hear of it first (the order's event on the player's channel) and drop the button itself.
      await page
        .getByTestId(button)
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await expect.poll(() => page.getByTestId(button).count(), { timeout: 10_000 }).toBe(0);
      expect(await page.getByTestId(refusal).count(), path).toBe(0);
      expect(await page.getByTestId('error-modal-message').count(), path).toBe(0);
    }
    await context.close();
  });

  it('a plan checkout left unpaid shows on the Subscriptions page in every environment, to resume or cancel', async () => {
    const player: Player = await createPlayer('plancheckout');
    const token = await signInToken(player);
    const planName = `E2E Premium ${unique()}`;
    const planId = await created(
      api('POST', '/api/v1/admin/subscriptions', {
        token: adminToken,
        body: {
          name: planName,
          meta: [
            { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
            { meta_key: 'duration_days', meta_value: '30' },
          ],
        },
      }),
    );
    await moneyPrice({ subscription_id: planId });
    const planCard = (page: Page) => page.locator(`[data-testid="plan"][data-plan-id="${planId}"]`);

    // Web: Subscribe → Continue to payment → leave the test checkout without paying.
    const web = await browser.newContext({ locale: 'en-US' });
    await signInWeb(web, player);
    const page = await web.newPage();
    await page.goto(`${baseUrl()}/subscriptions`);
    await planCard(page).getByTestId('plan-subscribe').click();
    await page.getByTestId('checkout-confirm').click();
    await page.waitForURL(/\/payments\/test\/checkout\/tcs_[A-Za-z0-9_-]+$/);
    const checkoutUrl = page.url();
    await page.goto(`${baseUrl()}/subscriptions`);
    const notice = planCard(page).getByTestId('open-checkout');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Payment waiting');
    expect(await planCard(page).getByTestId('plan-subscribe').count()).toBe(0);
    expect(await notice.getByTestId('open-checkout-resume').getAttribute('href')).toBe(checkoutUrl);
    // The legacy plan is no offer: a player who does not hold it is not shown it (QA: listed as "Free").
    const legacyCard = page.locator(`[data-testid="plan"][data-plan-id="${await legacyPlanId(token)}"]`);
    expect(await legacyCard.count()).toBe(0);
    const orderId = Number(await notice.getAttribute('data-order-id'));
    await screenshot(page, 'open-checkout-plan-web');
    // Resume payment goes back to the same checkout.
    await notice.getByTestId('open-checkout-resume').click();
    await page.waitForURL(checkoutUrl);
    await web.close();

    // The game client (kiosk screen) and the mobile app show the same checkout.
    for (const environment of ['game', 'app'] as const) {
      const context = await browser.newContext({ locale: 'en-US', ...(environment === 'app' ? PHONE : {}) });
      await useBearerToken(context, environment, token);
      const other = await context.newPage();
      await other.goto(`${baseUrl()}/${environment === 'app' ? 'mobile' : 'game'}/subscriptions`);
      const shown = planCard(other).getByTestId('open-checkout');
      await shown.waitFor();
      expect(await shown.getAttribute('data-order-id'), environment).toBe(String(orderId));
      expect(await shown.getByTestId('open-checkout-resume').count(), environment).toBe(1);
      expect(await planCard(other).getByTestId('plan-subscribe').count(), environment).toBe(0);
      await screenshot(other, `open-checkout-plan-${environment}`);
      if (environment === 'app') {
        // Cancel: the checkout is gone and the plan can be subscribed to again.
        await shown.getByTestId('open-checkout-cancel').click();
        await planCard(other).getByTestId('plan-subscribe').waitFor();
        expect(await planCard(other).getByTestId('open-checkout').count()).toBe(0);
        expect(await orderStatus(token, orderId)).toBe(enums.order_status.canceled);
      }
      await context.close();
    }
  });

  it('long feature names are shown whole on a phone: Subscriptions and Profile → Subscription', async () => {
    const player = await createPlayer('features');
    const token = await signInToken(player);
    const legacyId = await legacyPlanId(token);
    // The legacy plan (software_download) given by staff, and a software_download unlock that expires.
    expect(
      (
        await api('POST', `/api/v1/admin/users/${player.id}/subscriptions`, {
          token: adminToken,
          body: { subscription_id: legacyId },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api('POST', `/api/v1/admin/users/${player.id}/feature-unlocks`, {
          token: adminToken,
          // An expiry makes the Expires column as wide as it gets ("Until … (400 days left)").
          body: { feature: 'software_download', expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
        })
      ).status,
    ).toBe(201);
    const context = await browser.newContext({ locale: 'en-US', ...PHONE });
    await useBearerToken(context, 'app', token);
    const page = await context.newPage();
    for (const [path, expected] of [
      ['/mobile/subscriptions', 3], // the legacy plan, the player's subscription, the unlock
      ['/mobile/profile/subscription', 2], // the player's subscription, the unlock
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      const badges = page.locator('[data-testid="feature"][data-feature="software_download"]');
      await expect.poll(() => badges.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(expected);
      // The legacy plan is listed to the player who holds it, as their current plan.
      if (path === '/mobile/subscriptions')
        await page.locator(`[data-testid="plan"][data-plan-id="${legacyId}"] [data-testid="plan-current"]`).waitFor();
      await page.locator('[data-testid="feature-unlock"]').waitFor();
      for (const badge of await badges.all()) {
        expect(await badge.innerText(), path).toMatch(/^software download$/i);
        // Nothing cut off: the label's text fits its box, and the badge fits the screen.
        const cut = await badge.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1),
        );
        expect(cut, path).toBe(false);
        const box = (await badge.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.viewport.width);
      }
      await screenshot(page, `features-phone${path.replaceAll('/', '-')}`);
    }
    await context.close();
  });
});
