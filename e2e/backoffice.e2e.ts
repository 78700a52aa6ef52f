import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('back-office', () => {
  it('loads and sends an anonymous visitor to the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/backoffice/`);
    await page.getByTestId('login-form').waitFor();
    expect(page.url()).toContain('/backoffice/login');
    await expect.poll(() => page.title()).toMatch(/ - GSP$/);
    // Not being signed in yet is no error: no "Please login to continue" notice, which would still show
    // over the home page after signing in.
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Please login to continue').count()).toBe(0);
    await screenshot(page, 'backoffice-login');
    await page.close();
  });

  it('switches the UI language on the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/backoffice/login`);
    const submit = page.getByTestId('login-submit');
    await submit.waitFor();
    const english = await submit.textContent();
    await page.getByTestId('language-switch-sv').click();
    await expect.poll(() => submit.textContent()).not.toBe(english);
    expect(await submit.textContent()).toContain('Logga in');
    await page.close();
  });

  it('sends the login page to the error page when the enumerations fail, and to login after a retry', async () => {
    const page = await browser.newPage();
    const failing = '**/api/v1/protocol/enums/**';
    await page.route(failing, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${baseUrl()}/backoffice/login`);
    await page.getByTestId('error-page-retry').waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/error');
    await page.unroute(failing);
    await page.getByTestId('error-page-retry').click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/backoffice/login');
    await page.close();
  });

  it('shows not-found for an unknown route, with its page title', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/backoffice/no-such-page`);
    await page.getByTestId('not-found').waitFor();
    await expect.poll(() => page.title()).toBe('Not found - GSP');
    await screenshot(page, 'backoffice-not-found');
    await page.close();
  });
});
