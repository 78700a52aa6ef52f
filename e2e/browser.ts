import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const artefactsDir = join(import.meta.dirname, '..', 'test-results', 'e2e');

/**
 * Debian's Chromium through playwright-core (Playwright's own browser download does not work
 * here). The flags keep it off the network, which this machine does not have.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  afterAll(() => browser.close());
  return browser;
}

/** Saves a screenshot under test-results/e2e for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artefactsDir, { recursive: true });
  await page.screenshot({ path: join(artefactsDir, `${name}.png`), fullPage: true });
}
