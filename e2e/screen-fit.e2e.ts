import { beforeAll, describe, expect, it } from 'vitest';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { viewPaths, webNavigation } from '../apps/web/src/app/view-ids';
import { profileSections } from '../apps/web/src/features/profile/sections';
import { createPlayer, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** The screens each environment is made for: a phone held upright, a simulator's landscape display. */
const screens = {
  app: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  game: { viewport: { width: 1280, height: 720 } },
} as const;

/** Every view of the navigation (all but the logout screen), and every profile section. */
const views = [
  ...webNavigation.map((view) => viewPaths[view]),
  ...profileSections.map((section) => `profile/${section.id}`),
];

describe('the player app on the screens of its game and mobile-app environments', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('screens');
    token = await signInToken(player);
  });

  // Swedish labels run longer than English ones; a simulator's screen is wide, so Swedish alone there.
  it.each([
    ['app', 'en-US'],
    ['app', 'sv-SE'],
    ['game', 'sv-SE'],
  ] as const)(
    '%s in %s: every view and profile section fits the screen, none scrolls sideways',
    async (environment, locale) => {
      const screen = screens[environment];
      const context = await browser.newContext({ locale, ...screen });
      await useBearerToken(context, environment, token);
      const page = await context.newPage();
      const base = `${baseUrl()}${environmentBasePath[environment]}`;
      await page.goto(`${base}/`);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
      const tooWide: string[] = [];
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
      }
      expect(tooWide).toEqual([]);
      await context.close();
    },
  );
});
