import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PROTOCOL_VERSION, enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { enumsResponseSchema } from './protocol.schemas';

const { app } = await createTestApp();

describe('GET /api/v1/protocol/enums/{locale}', () => {
  it('returns every enumeration with its numeric keys and English labels', async () => {
    const res = await app.inject('/api/v1/protocol/enums/en');
    expect(res.statusCode).toBe(200);
    expect(enumsResponseSchema.safeParse(res.json()).success).toBe(true);
    const { data } = res.json();
    for (const [name, members] of Object.entries(enums)) {
      expect(data[name].map((e: { value: unknown }) => e.value)).toEqual(Object.values(members));
      for (const entry of data[name]) expect(entry.label).not.toMatch(/^enums\./);
    }
    expect(data.game_mode).toContainEqual({ value: 30, key: 'closest_to_pin', label: 'Closest to pin' });
    expect(data.gimme_distance_metric.find((e: { value: number }) => e.value === 300).label).toBe('30 cm');
  });

  it('returns Swedish labels', async () => {
    const { data } = (
      await app.inject({ url: '/api/v1/protocol/enums/sv', headers: { 'accept-language': 'sv' } })
    ).json();
    expect(data.game_mode.find((e: { value: number }) => e.value === 10).label).toBe('Matchspel');
    expect(data.transaction_action.find((e: { value: number }) => e.value === 70).label).toBe(
      'Utbetalning från kupong',
    );
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await app.inject('/api/v1/protocol/enums/en');
    const again = await app.inject({
      url: '/api/v1/protocol/enums/en',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves precompressed gzip and brotli to clients that accept them', async () => {
    const plain = await app.inject('/api/v1/protocol/enums/en');
    for (const encoding of ['gzip', 'br'] as const) {
      const res = await app.inject({
        url: '/api/v1/protocol/enums/en',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'gzip' ? gunzipSync(res.rawPayload) : brotliDecompressSync(res.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
    const refused = await app.inject({
      url: '/api/v1/protocol/enums/en',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('reads a tag with a region or in capitals as its language', async () => {
    for (const tag of ['sv-SE', 'SV', 'Sv-fi']) {
      const res = await app.inject(`/api/v1/protocol/enums/${tag}`);
      expect(res.headers['content-language']).toBe('sv');
    }
    expect((await app.inject('/api/v1/protocol/enums/EN-gb')).headers['content-language']).toBe('en');
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
