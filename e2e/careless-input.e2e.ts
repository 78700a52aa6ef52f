import { describe, expect, it } from 'vitest';
import {
  api,
  createPlayer,
  demoAccount,
  latestMail,
  signInToken,
  submitBackofficeLogin,
  useBearerToken,
} from './accounts';
import { baseUrl, launchBrowser } from './browser';

const browser = await launchBrowser();

/** Careless input is refused with a message, never changed silently (issue 36, item 8). */
describe('careless input', () => {
  it('the create-round form keeps an out-of-range number and a long title, and says what fits', async () => {
    const player = await createPlayer('careless');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/rounds/new`);
    await page.getByTestId('round-create').waitFor();
    await expect.poll(() => page.getByTestId('round-course').inputValue(), { timeout: 10_000 }).not.toBe('');
    await page.getByTestId('round-title').fill('x'.repeat(200));
    await page.getByTestId('round-max-players').fill('99999999');
    await page.getByTestId('round-mulligans').fill('99999999');
    await page.getByTestId('round-create-submit').click();
    const form = page.getByTestId('round-create');
    await expect.poll(() => form.textContent(), { timeout: 10_000 }).toContain('Enter a whole number from 1 to 8.');
    expect(await form.textContent()).toContain('Enter a whole number from 0 to 18.');
    expect(await form.textContent()).toContain('The title may be at most 80 characters long.');
    // Nothing was snapped or cut, and nothing was sent.
    expect(await page.getByTestId('round-max-players').inputValue()).toMatch(/^99,?999,?999$/);
    expect((await page.getByTestId('round-title').inputValue()).length).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/game/rounds/new');
    await context.close();
  });

  it('feedback past its limit is kept as written and named, never cut; the display name likewise', async () => {
    const player = await createPlayer('careless-feedback');
    const context = await browser.newContext({ locale: 'en-US' });
    await useBearerToken(context, 'game', await signInToken(player));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/game/feedback`);
    const message = page.getByTestId('give-feedback-message');
    await message.fill('x'.repeat(5001));
    // The input once stopped at 5,000 characters, so a pasted text lost its end without a word.
    expect((await message.inputValue()).length).toBe(5001);
    await page.getByText('At most 5000 characters: shorten it to send it.').waitFor();
    expect(await page.getByTestId('give-feedback-submit').isDisabled()).toBe(true);
    await message.fill('The putting green is too fast.');
    await page.getByText('30 / 5000 characters').waitFor();
    await page.getByTestId('give-feedback-submit').click();
    await page.getByTestId('give-feedback-sent').waitFor();

    await page.goto(`${baseUrl()}/game/profile/information`);
    const displayName = page.getByTestId('profile-display-name');
    await displayName.fill('a-name-of-twenty-six-chars');
    expect(await displayName.inputValue()).toBe('a-name-of-twenty-six-chars');
    await page.getByText('At most 20 characters: shorten it to send it.').waitFor();
    // The server's refusal goes once the name changes again: it stayed under the player's own name.
    await displayName.fill('player_one');
    await page.getByTestId('profile-information-save').click();
    const taken = page.getByText('The display name has already been taken.');
    await taken.waitFor();
    await displayName.fill(player.displayName);
    await expect.poll(() => taken.count()).toBe(0);
    await context.close();
  });

  it('a reset link opened again after its password was set says it was used, without the form', async () => {
    const player = await createPlayer('reset-twice', { completeRegistration: false });
    expect((await api('POST', '/api/auth/request-password-reset', { body: { email: player.email } })).status).toBe(200);
    const link = (await latestMail(player.email, 'reset-password')).text.match(
      /https?:\/\/\S+?\/api\/auth\/reset-password\/[^\s<>"')\]]+/,
    )?.[0];
    expect(link).toBeTruthy();
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(link!);
    await page.getByTestId('reset-password-form').waitFor();
    await page.getByTestId('reset-password-password').fill('a-brand-new-pass');
    await page.getByTestId('reset-password-confirmation').fill('a-brand-new-pass');
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-done').waitFor();
    await page.goto(link!);
    await page.getByTestId('reset-password-used').waitFor();
    expect(await page.getByTestId('reset-password-form').count()).toBe(0);
    await page.getByTestId('reset-password-request-new').waitFor();
    await context.close();
  });

  it('a double-clicked "Send reset link" sends one mail', async () => {
    const player = await createPlayer('reset-double', { completeRegistration: false });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/request-password-reset')) requests.push(request.url());
    });
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByTestId('forgot-password-email').fill(player.email);
    await page.getByTestId('forgot-password-submit').dblclick();
    await page.getByTestId('forgot-password-sent').waitFor();
    await latestMail(player.email, 'reset-password');
    expect(requests).toHaveLength(1);
    await context.close();
  });

  it('back-office staff without manage-products see a plan read-only, and no Decrypt', async () => {
    const clerk = await createPlayer('bo-clerk');
    const adminToken = await signInToken(demoAccount('administrator'));
    const granted = await api('PUT', `/api/v1/admin/users/${clerk.id}/abilities`, {
      token: adminToken,
      body: { abilities: ['access-backoffice'] },
    });
    expect(granted.status).toBe(200);
    const plans = await api<{ data: { id: number }[] }>('GET', '/api/v1/admin/subscriptions', { token: adminToken });
    const planId = plans.body.data[0]!.id;
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await submitBackofficeLogin(page, clerk);
    await page.getByTestId('menu-subscriptions').waitFor();
    expect(await page.getByTestId('menu-decrypt').count()).toBe(0);
    await page.goto(`${baseUrl()}/backoffice/subscriptions/${planId}`);
    await page.getByTestId('plan-read-only').waitFor();
    expect(await page.getByTestId('plan-add').count()).toBe(0);
    expect(await page.getByTestId('plan-save').count()).toBe(0);
    expect(await page.getByTestId('plan-delete').count()).toBe(0);
    expect(await page.getByTestId('prices-add').count()).toBe(0);
    await page.close();
  });
});
