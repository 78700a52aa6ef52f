import { beforeAll, describe, it } from 'vitest';
import type { Locale } from '@golf/contracts';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { viewPaths, webNavigation } from '../apps/web/src/app/view-ids';
import { profileSections } from '../apps/web/src/features/profile/sections';
import { createPlayer, signInToken, signInWeb, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** A phone held upright, and a simulator's landscape display. */
const screens = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  simulator: { viewport: { width: 1280, height: 720 } },
} as const;

/** Every view of the navigation (all but the logout screen), and every profile section. */
const views = [
  ...webNavigation.map((view) => viewPaths[view]),
  ...profileSections.map((section) => `profile/${section.id}`),
];

describe('the player app on the screens its environments are used on', () => {
  // A player per language: the signed-in app speaks the user's own language (the profile's locale),
  // whatever the browser's, so a Swedish run needs a Swedish player.
  const players = {} as Record<Locale, { player: Player; token: string }>;
  beforeAll(async () => {
    for (const locale of ['en', 'sv'] as const) {
      const player = await createPlayer(`screens-${locale}`, { locale });
      players[locale] = { player, token: await signInToken(player) };
    }
  });

  // The mobile app and the game on the screens they are made for; the web site on a phone too, as its
  // visitors open it. Swedish labels run longer than English ones, so the cases past the first run Swedish alone.
  // Concurrently, each in its own browser context: a case mostly waits for its views' calls to settle.
  it.concurrent.for([
    ['app', 'en-US', 'phone'],
    ['app', 'sv-SE', 'phone'],
    ['web', 'sv-SE', 'phone'],
    ['game', 'sv-SE', 'simulator'],
  ] as const)(
    '%s in %s on a %s: every view and profile section fits the screen, none scrolls sideways or cuts an option short',
    // Every view in turn: more than a single test's minute on a busy machine.
    { timeout: 180_000 },
    async ([environment, locale, screenName], { expect }) => {
      const screen = screens[screenName];
      const language = locale.slice(0, 2) as Locale;
      const { player, token } = players[language];
      const context = await browser.newContext({ locale, ...screen });
      if (environment === 'web') await signInWeb(context, player);
      else await useBearerToken(context, environment, token);
      const page = await context.newPage();
      const base = `${baseUrl()}${environmentBasePath[environment]}`;
      await page.goto(`${base}/`);
      await page.getByTestId('app-layout').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const tooWide: string[] = [];
      const cutShort: string[] = [];
      for (const view of views) {
        await page.goto(`${base}/${view}`);
        await page.getByTestId('app-layout').waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > screen.viewport.width) {
          const name = view || 'dashboard';
          tooWide.push(`${name}: ${width} px`);
          await screenshot(page, `too-wide-${environment}-${locale}-${name.replace('/', '-')}`);
        }
        // The page may fit while a choice's option is cut short inside it: a segmented control keeps its
        // labels on one line and clips what overflows it (QA: "Metriska enh…" on profile/game).
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-root, .mantine-SegmentedControl-label')]
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent ?? ''),
        );
        if (clipped.length > 0) {
          cutShort.push(`${view || 'dashboard'}: ${clipped.join(', ')}`);
          await screenshot(page, `cut-short-${environment}-${locale}-${(view || 'dashboard').replace('/', '-')}`);
        }
      }
      expect(tooWide).toEqual([]);
      expect(cutShort).toEqual([]);
      await context.close();
    },
  );
});
