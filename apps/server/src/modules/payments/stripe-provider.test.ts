import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';

interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: string;
}

/** What the stand-in answers the next POST /v1/refunds with, instead of making the refund. */
type ScriptedReply = { status: number; body: unknown };

/**
 * Stripe's refunds API on loopback, as much of it as the provider uses: list a payment intent's
 * refunds, create one. As Stripe does, a create's reply is saved under its Idempotency-Key and
 * replayed to the same key, a 500 included. A scripted reply stands in for Stripe's own refusals.
 */
function stripeStandIn() {
  const refunds: StandInRefund[] = [];
  const createKeys: (string | undefined)[] = [];
  const scripted: ScriptedReply[] = [];
  const saved = new Map<string, ScriptedReply>();
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    // Stripe's "saved result" answers tell clients not to retry; stripe-node would otherwise try again itself.
    response.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
    response.end(JSON.stringify(body));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const data = refunds.filter((refund) => refund.payment_intent === intent);
      return reply(response, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      let raw = '';
      for await (const chunk of request) raw += String(chunk);
      const key = request.headers['idempotency-key'] as string | undefined;
      createKeys.push(key);
      const replayed = key === undefined ? undefined : saved.get(key);
      if (replayed) return reply(response, replayed.status, replayed.body);
      const next = scripted.shift();
      if (next) {
        if (key !== undefined) saved.set(key, next);
        return reply(response, next.status, next.body);
      }
      const form = new URLSearchParams(raw);
      const refund: StandInRefund = {
        id: `re_${refunds.length + 1}`,
        object: 'refund',
        payment_intent: form.get('payment_intent') ?? '',
        amount: Number(form.get('amount')),
        status: 'succeeded',
      };
      refunds.push(refund);
      if (key !== undefined) saved.set(key, { status: 200, body: refund });
      return reply(response, 200, refund);
    }
    reply(response, 404, { error: { type: 'invalid_request_error', message: `no stand-in for ${url.pathname}` } });
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  return { server, refunds, createKeys, scripted, saved };
}

describe('Stripe refunds (against a stand-in for its API on loopback)', () => {
  const standIn = stripeStandIn();
  let provider: PaymentProvider;
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    provider = createStripePaymentProvider({
      secretKey: 'sk_test_stand_in',
      webhookSecret: 'whsec_stand_in',
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));
  beforeEach(() => {
    standIn.refunds.length = 0;
    standIn.createKeys.length = 0;
    standIn.scripted.length = 0;
    standIn.saved.clear();
  });
  const payment = { providerRef: 'pi_stand_in', amount: 999 };

  it('refunds a payment once: called again (our commit failed after the refund) it finds the money back', async () => {
    await provider.refund(payment);
    await provider.refund(payment);
    expect(standIn.refunds).toEqual([expect.objectContaining({ payment_intent: 'pi_stand_in', amount: 999 })]);
    expect(standIn.createKeys).toHaveLength(1);
  });

  it('tries a failed attempt (Stripe answered 500) afresh under another key, instead of getting the 500 replayed', async () => {
    standIn.scripted.push({
      status: 500,
      body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
    });
    await expect(provider.refund(payment)).rejects.toThrow('An unknown error occurred');
    expect(standIn.refunds).toEqual([]);

    await provider.refund(payment);
    expect(standIn.refunds).toEqual([expect.objectContaining({ amount: 999, status: 'succeeded' })]);
    const [first, second] = standIn.createKeys;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('gives back what is left of a payment partly refunded in Stripe; failed refunds do not count', async () => {
    standIn.refunds.push(
      { id: 're_dashboard', object: 'refund', payment_intent: 'pi_stand_in', amount: 300, status: 'succeeded' },
      { id: 're_failed', object: 'refund', payment_intent: 'pi_stand_in', amount: 999, status: 'failed' },
    );
    await provider.refund(payment);
    expect(standIn.refunds.at(-1)).toMatchObject({ payment_intent: 'pi_stand_in', amount: 699 });
  });

  it('takes "charge already refunded" from the create as refunded (refunded in full since it looked)', async () => {
    standIn.scripted.push({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has been refunded.' },
      },
    });
    await expect(provider.refund(payment)).resolves.toBeUndefined();
  });

  it('still refuses what Stripe refuses for another reason', async () => {
    standIn.scripted.push({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Amount too large.' } },
    });
    await expect(provider.refund(payment)).rejects.toThrow('Amount too large.');
  });
});
