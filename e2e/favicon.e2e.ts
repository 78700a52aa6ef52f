import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';

const browser = await launchBrowser();

/** Each app's entry pages (signed out: they settle on sign-in or login). */
const pages = ['/', '/game/', '/mobile/', '/backoffice/'] as const;

describe('favicon', () => {
  it.each(pages)('%s names an icon the server serves, and nothing it asks for is missing', async (path) => {
    const page = await browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForLoadState('networkidle');
    const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null);
    expect(icon, 'a <link rel="icon">').not.toBeNull();
    const reply = await page.request.get(icon!);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('image/svg+xml');
    expect(missing).toEqual([]);
    await page.close();
  });

  it('answers /favicon.ico, for browsers that ask for it anyway, with the player app’s icon', async () => {
    const page = await browser.newPage();
    const reply = await page.request.get(`${baseUrl()}/favicon.ico`);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('image/svg+xml');
    expect(new URL(reply.url()).pathname).toBe('/favicon.svg');
    await page.close();
  });
});
