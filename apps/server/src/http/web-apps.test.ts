import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

// A build as scripts/vite-precompress.mjs leaves it: a fingerprinted script with its .br and .gz
// copies, and one without copies (a build made without the plugin).
const root = mkdtempSync(join(tmpdir(), 'golf-web-apps-')) + sep;
afterAll(() => rmSync(root, { recursive: true, force: true }));
const script = `export const filler = ${JSON.stringify('golf '.repeat(2000))};\n`;
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>golf</title>');
writeFileSync(join(root, 'assets', 'main-abc123.js'), script);
// Marked, so the test sees which copy was sent.
writeFileSync(join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(`${script}// br copy\n`));
writeFileSync(join(root, 'assets', 'main-abc123.js.gz'), gzipSync(`${script}// gz copy\n`));
writeFileSync(join(root, 'assets', 'plain-def456.js'), script);

const { app } = await createTestApp({ webApps: [{ name: 'web', prefix: '/', root }] });

describe('serving the built front end', () => {
  it("sends the build's compressed copies as they are, cached for a year", async () => {
    const br = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload).toEqual(brotliCompressSync(`${script}// br copy\n`));

    const gz = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}// gz copy\n`);

    const plain = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still compresses a file the build left without copies', async () => {
    const reply = await app.inject({ url: '/assets/plain-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe(script);
  });

  it('answers a client route with the app shell', async () => {
    const reply = await app.inject({
      url: '/courses',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<title>golf</title>');
  });
});
