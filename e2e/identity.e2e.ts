import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestMail, newAccount, submitSignUp, unusedTotp, verificationLink } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { expectLogoutStepsInOrder, recordLogoutSteps } from './logout-steps';

const browser = await launchBrowser();

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * Confirms the 2FA enrolment with a code. A refused code is tried once more with a fresh one (codes
 * are tied to 30-second steps, and a loaded CI machine can be slow); no answer, or a second refusal,
 * fails with what the form shows, so a failure says which it was.
 */
async function confirmEnrolment(page: Page, freshCode: () => string) {
  const enabled = page.getByTestId('two-factor-enabled');
  const code = page.getByTestId('two-factor-code');
  const failWithForm = async (error: Error): Promise<never> => {
    const form = await page.getByTestId('two-factor-confirm-form').textContent();
    throw new Error(`2FA not enabled; the form shows "${form}": ${error.message}`);
  };
  const confirm = async () => {
    await code.fill(freshCode());
    await page.getByTestId('two-factor-confirm').click();
  };
  await confirm();
  const refused = code.and(page.locator('[aria-invalid="true"]'));
  await enabled.or(refused).first().waitFor().catch(failWithForm);
  if (await enabled.isVisible()) return;
  await confirm();
  await enabled.waitFor().catch(failWithForm);
}

describe('identity', () => {
  it('signs up, verifies the e-mail, completes the wizard, enables 2FA, and signs in with a code', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await recordLogoutSteps(page);
    const account = newAccount('journey');
    const usedTotpSteps = new Set<number>();
    const me = async () => {
      const reply = await page.request.get(`${baseUrl()}/api/v1/users/me`);
      expect(reply.status()).toBe(200);
      return ((await reply.json()) as { data: Record<string, unknown> }).data;
    };

    // Sign up.
    await page.goto(`${baseUrl()}/sign-up`);
    await submitSignUp(page, account);

    // The verify-e-mail notice: the link was just sent, so the resend button waits with a countdown.
    await page.getByTestId('verify-email').waitFor();
    await expect
      .poll(() => pathOf(page.url()))
      .toBe(`/verify-email?${new URLSearchParams({ email: account.email }).toString()}`);
    expect(await page.getByTestId('verify-email-message').textContent()).toContain(account.email);
    const resend = page.getByTestId('resend-verification-button');
    expect(await resend.isDisabled()).toBe(true);
    const countdown = page.getByTestId('resend-verification-countdown');
    const secondsLeft = async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    expect(await resend.textContent()).toMatch(/\d+/);
    await expect.poll(secondsLeft, { timeout: 3_000 }).toBeLessThan(first);
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'identity-verify-email');

    // The mail is in the dev outbox; its link verifies and lands on sign-in.
    const mail = await latestMail(account.email, 'verify-email');
    expect(mail.recipient).toBe(account.email);
    await page.goto(await verificationLink(account.email));
    await page.getByTestId('sign-in-verified').waitFor();
    await expect.poll(() => pathOf(page.url())).toBe('/sign-in?verified=1');

    // Sign in: registration is not completed, so the first-login wizard comes first.
    await page.getByTestId('sign-in-email').fill(account.email);
    await page.getByTestId('sign-in-password').fill(account.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('welcome-step-welcome').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome');
    await screenshot(page, 'identity-welcome');
    await page.getByTestId('welcome-next').click();

    await page.getByTestId('welcome-step-almost-done').waitFor();
    await page.getByTestId('welcome-first-name').fill('Jamie');
    await page.getByTestId('welcome-last-name').fill('Journey');
    await page.getByTestId('welcome-date-of-birth').fill('1990-05-17');
    await page.getByTestId('welcome-country').fill('Swed');
    await page.getByRole('option', { name: 'Sweden', exact: true }).click();
    await screenshot(page, 'identity-welcome-almost-done');
    await page.getByTestId('welcome-next').click();

    await page.getByTestId('welcome-step-download').waitFor();
    await page.getByTestId('welcome-download-opt-in').check();
    await page.getByTestId('welcome-next').click();

    await page.getByTestId('welcome-step-redeem').waitFor();
    await page.getByTestId('welcome-next').click();
    await page.getByTestId('app-layout').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const registered = await me();
    expect(registered).toMatchObject({
      email: account.email,
      display_name: account.displayName,
      first_name: 'Jamie',
      last_name: 'Journey',
      date_of_birth: '1990-05-17',
      country: 'SE',
      mfa_enabled_at: null,
    });
    expect(registered.registration_completed_at).toEqual(expect.any(String));
    expect(registered.download_opt_at).toEqual(expect.any(String));

    // Profile → 2FA: the password, then the secret, the QR code and backup codes; confirm with a code.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await page.getByTestId('profile-section-two-factor').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/two-factor');
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('two-factor-enable-prompt-password').fill(account.password);
    await page.getByTestId('two-factor-enable-prompt-submit').click();
    await page.getByTestId('two-factor-secret').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(await page.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByTestId('two-factor-backup-code').count()).toBeGreaterThan(0);
    await screenshot(page, 'identity-two-factor-enrolment');
    await confirmEnrolment(page, () => unusedTotp(secret, usedTotpSteps));
    expect((await me()).mfa_enabled_at).toEqual(expect.any(String));
    await screenshot(page, 'identity-two-factor-enabled');

    // Sign out through the user menu: the logout screen runs its five steps.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expectLogoutStepsInOrder(page);
    await screenshot(page, 'identity-logout');
    await page.getByTestId('sign-in-form').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');

    // Sign in again: after the password, the code step; a fresh code signs in.
    await page.getByTestId('sign-in-email').fill(account.email);
    await page.getByTestId('sign-in-password').fill(account.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-code-step').waitFor();
    await screenshot(page, 'identity-sign-in-code');
    await page.getByTestId('sign-in-code').fill(unusedTotp(secret, usedTotpSteps));
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('app-layout').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(account.displayName);
    const session = await page.request.get(`${baseUrl()}/api/auth/get-session`);
    expect(((await session.json()) as { data: { session: { mfa_verified: boolean } } }).data.session).toMatchObject({
      mfa_verified: true,
    });

    // /logout directly: the five steps complete in order, then the sign-in screen, signed out.
    await page.goto(`${baseUrl()}/logout`);
    await expectLogoutStepsInOrder(page);
    await page.getByTestId('sign-in-form').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    const after = await page.request.get(`${baseUrl()}/api/auth/get-session`);
    expect(await after.json()).toEqual({ data: null });
    expect((await page.request.get(`${baseUrl()}/api/v1/users/me`)).status()).toBe(401);
    await context.close();
  });
});
