import { describe, expect, it } from 'vitest';
import { latestMail, newAccount, submitSignUp } from './accounts';
import { baseUrl, launchBrowser } from './browser';

const browser = await launchBrowser();

describe('sign-up language', () => {
  it('a sign-up page switched to Svenska signs up a Swedish account: the Language field follows, the e-mail is Swedish', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/sign-up`);
    await page.getByTestId('sign-up-form').waitFor();
    expect(await page.getByTestId('sign-up-locale').inputValue()).toBe('English');
    await page.getByTestId('language-switch').getByText('Svenska').click();
    await expect.poll(() => page.getByTestId('sign-up-locale').inputValue()).toBe('Svenska');
    const account = newAccount('sv-signup');
    await submitSignUp(page, account);
    const mail = await latestMail(account.email, 'verify-email');
    expect(mail.text).toContain('Välkommen till Open Golf!');
    await context.close();
  });
});
