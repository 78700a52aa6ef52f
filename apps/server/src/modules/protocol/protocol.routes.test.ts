import { describe, expect, it } from 'vitest';
import { API_PROTOCOL_VERSION, enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';

const { app } = await createTestApp();

describe('GET /api/v1/protocol/enums/{locale}', () => {
  it('returns every enumeration with its numeric keys and English labels', async () => {
    const res = await app.inject('/api/v1/protocol/enums/en');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    for (const [name, members] of Object.entries(enums)) {
      expect(data[name].map((e: { value: unknown }) => e.value)).toEqual(Object.values(members));
      for (const entry of data[name]) expect(entry.label).not.toMatch(/^enums\./);
    }
    expect(data.game_mode).toContainEqual({ value: 30, key: 'closest_to_pin', label: 'Closest to pin' });
    expect(data.gimme_distance_metric.find((e: { value: number }) => e.value === 300).label).toBe('30 cm');
  });

  it('returns Swedish labels where the catalogue has them, English elsewhere', async () => {
    const { data } = (await app.inject({ url: '/api/v1/protocol/enums/sv', headers: { 'accept-language': 'sv' } })).json();
    expect(data.game_mode.find((e: { value: number }) => e.value === 10).label).toBe('Matchspel');
    expect(data.transaction_action.find((e: { value: number }) => e.value === 70).label).toBe('Voucher payout');
  });

  it('falls back to English for an unknown locale', async () => {
    const res = await app.inject('/api/v1/protocol/enums/xx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.json().data.token_type[0].label).toBe('Coins');
  });
});

describe('GET /api/v1/protocol/version', () => {
  it('returns the protocol version and the build', async () => {
    const { data } = (await app.inject('/api/v1/protocol/version')).json();
    expect(data.api).toBe(API_PROTOCOL_VERSION);
    expect(data.api).toBe('1-0-5');
    expect(data.build.version).toEqual(expect.any(String));
  });
});
