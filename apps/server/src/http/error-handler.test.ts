import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorDefinitions, translate } from '@golf/contracts';
import { AppError } from '../errors/app-error';
import { createTestApp, type TestApp } from '../../test/app';
import { expectError } from '../../test/errors';

// The route runs after the app is built, so it can reach the app's own database.
const testApp: TestApp = await createTestApp({
  prepare: (instance) => {
    // A write the economy's own checks would have stopped: PostgreSQL refuses it with 22003.
    instance.get('/api/v1/__test/overflow', { config: { errors: ['general.number_out_of_range'] } }, async () => {
      await testApp.database.db.execute(sql`select cast(3000000000 as integer)`);
      return { data: null };
    });
    instance.get(
      '/api/v1/__test/member-fee/:amount?',
      { config: { errors: ['clubs.insufficient_funds_to_join'] } },
      (request) => {
        const { amount = '300' } = request.params as { amount?: string };
        throw new AppError('clubs.insufficient_funds_to_join', { amount: Number(amount), token: 'coins' });
      },
    );
    instance.get('/api/v1/__test/retry/:seconds', { config: { errors: ['general.too_many_requests'] } }, (request) => {
      throw new AppError('general.too_many_requests', {
        seconds: Number((request.params as { seconds: string }).seconds),
      });
    });
  },
});

describe('the central error handler', () => {
  it('maps PostgreSQL numeric_value_out_of_range (22003) to a 422 with a stable code, not a 500', async () => {
    const res = await testApp.app.inject('/api/v1/__test/overflow');
    expectError(res, 'general.number_out_of_range');
    expect(res.json().error_info).toEqual({ code: 13, key: 'general.number_out_of_range' });
    expect(errorDefinitions['general.number_out_of_range'].status).toBe(422);
    const sv = await testApp.app.inject({ url: '/api/v1/__test/overflow', headers: { 'accept-language': 'sv' } });
    expect(sv.json().error).toBe(translate('sv', 'errors.general.number_out_of_range'));
    expect(sv.body).not.toContain('integer');
  });

  it('names a token_type parameter in the caller’s language', async () => {
    const en = await testApp.app.inject('/api/v1/__test/member-fee');
    expect(en.json().error).toBe('You need 300 Coins to pay the member fee of this club.');
    const sv = await testApp.app.inject({ url: '/api/v1/__test/member-fee', headers: { 'accept-language': 'sv' } });
    expect(sv.json().error).toBe('Du behöver 300 mynt för att betala klubbens medlemsavgift.');
  });

  it('names one token in the singular', async () => {
    const en = await testApp.app.inject('/api/v1/__test/member-fee/1');
    expect(en.json().error).toBe('You need 1 Coin to pay the member fee of this club.');
    const sv = await testApp.app.inject({ url: '/api/v1/__test/member-fee/1', headers: { 'accept-language': 'sv' } });
    expect(sv.json().error).toBe('Du behöver 1 mynt för att betala klubbens medlemsavgift.');
  });

  it('says a count in the singular or plural of the caller’s language', async () => {
    const retry = async (seconds: number, language: string) =>
      (
        await testApp.app.inject({ url: `/api/v1/__test/retry/${seconds}`, headers: { 'accept-language': language } })
      ).json().error;
    expect(await retry(1, 'en')).toBe('Too many requests. Try again in 1 second.');
    expect(await retry(2, 'en')).toBe('Too many requests. Try again in 2 seconds.');
    expect(await retry(0, 'en')).toBe('Too many requests. Try again in 0 seconds.');
    expect(await retry(1, 'sv')).toBe('För många anrop. Försök igen om 1 sekund.');
    expect(await retry(2, 'sv')).toBe('För många anrop. Försök igen om 2 sekunder.');
  });
});
