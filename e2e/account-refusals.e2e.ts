import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInBackofficeAdmin, signInToken, signInWeb } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

describe('refusals the player and staff see', () => {
  it('the current password as the new one is refused on the new-password field', async () => {
    const player = await createPlayer('samepw');
    const context = await browser.newContext({ locale: 'en-US' });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/profile/information`);
    await page.getByTestId('change-password-form').waitFor();
    // First a wrong current password: the server's refusal shows under that field.
    const wrongPassword = translate('en', 'errors.auth.wrong_password');
    await page.getByTestId('change-password-current').fill('not-the-password');
    await page.getByTestId('change-password-new').fill(player.password);
    await page.getByTestId('change-password-confirmation').fill(player.password);
    await page.getByTestId('change-password-submit').click();
    await page.getByText(wrongPassword).waitFor();

    await page.getByTestId('change-password-current').fill(player.password);
    await page.getByTestId('change-password-submit').click();
    const message = translate('en', 'validation.password_unchanged');
    await page.getByText(message).waitFor();
    // The earlier reply's error went with the input it was about.
    expect(await page.getByText(wrongPassword).count()).toBe(0);
    // On the field (its error is what describes it), not above the form.
    const described = await page.getByTestId('change-password-new').getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(await page.locator(`[id="${described!.split(' ').pop()}"]`).textContent()).toBe(message);
    expect(await page.getByTestId('change-password-error').count()).toBe(0);
    await screenshot(page, 'change-password-unchanged');
    await context.close();
  });

  it("a staff rule's refusal is in the back-office activity log with its reason", async () => {
    const admin = demoAccount('administrator');
    const token = await signInToken(admin);
    const me = await api<{ data: { id: number } }>('GET', '/api/v1/users/me', { token });
    const refused = await api('POST', '/api/v1/admin/wallets/adjustments', {
      token,
      body: { user_id: me.body.data.id, token_type: 10, amount: 5, comment: 'e2e: own wallet' },
    });
    expect(refused.status).toBe(403);

    const page = await browser.newPage();
    await signInBackofficeAdmin(page);
    const filter = encodeURIComponent(JSON.stringify({ event: 'auth.permission_denied' }));
    await page.goto(`${baseUrl()}/backoffice/activity-logs?filter=${filter}`);
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    expect(await firstRow.textContent()).toContain('Permission denied');
    // On the event: the row's actor and subject are links to their users.
    await firstRow.locator('td.column-event').click();
    const reason = page.getByTestId('activity-log-refusal');
    await reason.waitFor();
    expect(await reason.textContent()).toBe(`Reason: ${translate('en', 'errors.users.cannot_act_on_self')}`);
    expect(await page.getByTestId('activity-log-properties').textContent()).toContain('"action": "economy"');
    await screenshot(page, 'activity-log-staff-refusal');
    await page.close();
  });
});
