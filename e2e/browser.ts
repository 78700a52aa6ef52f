import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const artefactsDir = join(import.meta.dirname, '..', 'test-results', 'e2e');

let shared: Promise<Browser> | undefined;

/**
 * Debian's Chromium through playwright-core (Playwright's own browser download does not work
 * here). The browser suite's files run one after another in one worker (vitest.config.ts) and share
 * one Chromium, started by the first file: each file closes the contexts it opened when it ends.
 */
export async function launchBrowser(): Promise<Browser> {
  if (shared && !(await shared).isConnected()) shared = undefined;
  shared ??= startChromium();
  const browser = await shared;
  afterAll(() => Promise.all(browser.contexts().map((context) => context.close())));
  return browser;
}

/** The flags keep Chromium off the network, which this machine does not have. */
async function startChromium(): Promise<Browser> {
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
  // Pages ask for reduced motion unless a test says otherwise, as a player may: a shot's tracer is then
  // drawn landed at once instead of animating for up to 2.5 s on every swing (HoleMap.tsx).
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** Saves a screenshot under test-results/e2e for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artefactsDir, { recursive: true });
  await page.screenshot({ path: join(artefactsDir, `${name}.png`), fullPage: true });
}

/**
 * The real-time channels a page has subscribed to from now on, as its socket hears them confirmed: an event
 * sent before its channel's subscription would be missed, so a test waits for it before making the change.
 */
export function subscribedChannels(page: Page): string[] {
  const subscribed: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { event?: string; channel?: string };
      if (frame.event === 'pusher_internal:subscription_succeeded') subscribed.push(frame.channel ?? '');
    }),
  );
  return subscribed;
}

interface RequestTracker {
  inFlight: number;
  lastChange: number;
}
const trackers = new WeakMap<Page, RequestTracker>();

/** Counts a page's requests in flight from now on (networkSettled reads it). */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: RequestTracker = { inFlight: 0, lastChange: Date.now() };
  trackers.set(page, tracker);
  const change = (delta: number) => () => {
    tracker.inFlight += delta;
    tracker.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`: what Playwright's
 * networkidle is to a page load (with 500 ms), for a navigation inside the app.
 */
export async function networkSettled(page: Page, { quietMs = 150, timeoutMs = 20_000 } = {}): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('networkSettled: call trackRequests(page) before the navigation');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange;
    if (tracker.inFlight <= 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`network not settled within ${timeoutMs} ms (${tracker.inFlight} in flight)`);
    await new Promise((resolve) => setTimeout(resolve, tracker.inFlight > 0 ? 25 : quietMs - quietFor));
  }
}

/**
 * Goes to `url` inside the app already open on the page, as a link would (History API and popstate,
 * which the routers of both apps follow): no reload, so the page does not parse its scripts again.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The player app marks a lazy screen still loading (app/AppRouter.tsx); the back-office has no lazy routes.
  await page.waitForFunction(() => (document.documentElement.dataset.navigation ?? 'idle') === 'idle');
  // The quiet window starts now: the new screen's first request may leave a frame or two later.
  trackers.get(page)!.lastChange = Date.now();
}
