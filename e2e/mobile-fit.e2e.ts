import { beforeAll, describe, expect, it } from 'vitest';
import { environmentBasePath } from '../apps/web/src/app/environment';
import { mobileMore, mobileTabs, viewPaths } from '../apps/web/src/app/view-ids';
import { profileSections } from '../apps/web/src/features/profile/sections';
import { createPlayer, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();
const PHONE = { width: 390, height: 844 };

describe('the mobile app on a phone', () => {
  let player: Player;
  let token: string;
  beforeAll(async () => {
    player = await createPlayer('phone');
    token = await signInToken(player);
  });

  // Swedish labels run longer than English ones.
  it.each(['en-US', 'sv-SE'])(
    '%s: every view and profile section fits the screen, none scrolls sideways',
    async (locale) => {
      const context = await browser.newContext({ locale, viewport: PHONE, isMobile: true, hasTouch: true });
      await useBearerToken(context, 'app', token);
      const page = await context.newPage();
      const views = [
        ...[...mobileTabs, ...mobileMore].map((view) => viewPaths[view]),
        ...profileSections.map((section) => `profile/${section.id}`),
      ];
      const tooWide: string[] = [];
      await page.goto(`${baseUrl()}${environmentBasePath.app}/`);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
      for (const view of views) {
        await page.goto(`${baseUrl()}${environmentBasePath.app}/${view}`);
        await page.getByTestId('app-layout').waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) {
          tooWide.push(`${view || 'dashboard'}: ${width} px`);
          await screenshot(page, `mobile-too-wide-${locale}-${(view || 'dashboard').replace('/', '-')}`);
        }
      }
      expect(tooWide).toEqual([]);
      await context.close();
    },
  );
});
