import { describe, expect, it } from 'vitest';
import type { Locale } from '@golf/contracts';
import type { Page } from 'playwright-core';
import { createPlayer, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** The step names, as the catalogues have them (Swedish has the longest). */
const stepNames: Record<Locale, string[]> = {
  en: ['Welcome', 'Almost done', 'Download and play', 'Redeem and download'],
  sv: ['Välkommen', 'Nästan klart', 'Ladda ner och spela', 'Lös in och ladda ner'],
};

/** A new player's first sign-in on a phone of `width` x 844, in the player's language. */
async function wizardOnPhone(locale: Locale, width: number): Promise<Page> {
  const player = await createPlayer(`wizphone${locale}`, { completeRegistration: false, locale });
  const context = await browser.newContext({
    locale: locale === 'sv' ? 'sv-SE' : 'en-US',
    viewport: { width, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await signInWeb(context, player);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/welcome`);
  await page.getByTestId('welcome-step-welcome').waitFor();
  return page;
}

/**
 * The step row is one row no wider than the screen, the page does not scroll sideways, and the
 * current step is named in words (visible text and the step's accessible name).
 */
async function expectOneRowNaming(page: Page, width: number, names: string[], current: number) {
  const steps = page.getByTestId('welcome-stepper').locator('.mantine-Stepper-steps');
  const icons = steps.locator('.mantine-Stepper-stepIcon');
  expect(await icons.count()).toBe(names.length);
  const row = (await steps.boundingBox())!;
  const icon = (await icons.first().boundingBox())!;
  expect(row.height, 'the steps take one row').toBeLessThanOrEqual(icon.height + 1);
  expect(row.x + row.width).toBeLessThanOrEqual(width);
  const tops = await icons.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().top));
  expect(new Set(tops).size, 'every step icon on the same line').toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  const status = page.getByTestId('welcome-step-status');
  expect(await status.textContent()).toContain(names[current]);
  expect(await status.textContent()).toContain(String(current + 1));
  expect(await status.textContent()).toContain(String(names.length));
  const currentStep = steps.locator('[aria-current="step"]');
  expect(await currentStep.count()).toBe(1);
  expect(await currentStep.getAttribute('aria-label')).toBe(names[current]);
}

describe('first-login wizard on a phone', () => {
  for (const [locale, width] of [
    ['en', 390],
    ['sv', 390],
    ['sv', 320],
  ] as const) {
    it(`keeps the ${locale} steps on one row at ${width} px and names the current step`, async () => {
      const page = await wizardOnPhone(locale, width);
      const names = stepNames[locale];
      await expectOneRowNaming(page, width, names, 0);
      await page.getByTestId('welcome-next').click();
      await page.getByTestId('welcome-step-almost-done').waitFor();
      await expectOneRowNaming(page, width, names, 1);
      await screenshot(page, `phone-welcome-stepper-${locale}-${width}`);
      await page.context().close();
    });
  }

  it('keeps the labelled steps on one row, and no step line, on a desktop screen', async () => {
    const player = await createPlayer('wizdesk', { completeRegistration: false });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/welcome`);
    await page.getByTestId('welcome-step-welcome').waitFor();
    await screenshot(page, 'desktop-welcome-stepper');
    const labels = page.getByTestId('welcome-stepper').locator('.mantine-Stepper-stepLabel');
    expect(await labels.allTextContents()).toEqual(stepNames.en);
    // The four steps on one row, each label under its number: the 720 px card has no room for them side by side.
    const tops = await page
      .getByTestId('welcome-stepper')
      .locator('.mantine-Stepper-step')
      .evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().top)));
    expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
    expect(await page.getByTestId('welcome-step-status').count()).toBe(0);
    const currentStep = page.getByTestId('welcome-stepper').locator('[aria-current="step"]');
    expect(await currentStep.getAttribute('aria-label')).toBe(stepNames.en[0]);
    await context.close();
  });
});
