import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, demoAccount, signInBackofficeAdmin, signInToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

interface Setting {
  id: number;
  setting_key: string;
  setting_value: string;
  display_name: string;
}

/** Script errors and API calls that failed other than `allowed` (the refusal the test provokes). */
function watchProblems(page: Page, allowed: (status: number, method: string) => boolean): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  page.on('response', (response) => {
    const method = response.request().method();
    if (response.url().includes('/api/') && response.status() >= 400 && !allowed(response.status(), method))
      problems.push(`${response.status()} ${method} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

describe('back-office settings', () => {
  it('shows the server’s refusal of a bad value on the field, then saves the fixed value', async () => {
    const token = await signInToken(demoAccount('administrator'));
    const KEY = 'max_pending_friend_requests';
    const found = await api<{ data: Setting[] }>('GET', `/api/v1/admin/settings?search=${KEY}`, { token });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const original = found.body.data.find((setting) => setting.setting_key === KEY)!;
    expect(original).toBeDefined();
    const current = async () =>
      (await api<{ data: Setting }>('GET', `/api/v1/admin/settings/${original.id}`, { token })).body.data;
    const fixed = String(Number(original.setting_value) + 5);

    const page = await browser.newPage();
    // The one refusal expected: the bad value's 422.
    const problems = watchProblems(page, (status, method) => status === 422 && method === 'PATCH');
    try {
      await signInBackofficeAdmin(page);
      // From the list: search by key, open the row.
      await page.goto(`${baseUrl()}/backoffice/settings`);
      await page.getByTestId('list-search').fill('pending friend');
      // Wait for the search to apply: the row is on the unfiltered first page too, and the search's
      // delayed filter update, landing after a click on it, took the page back to the list.
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      const row = page.locator('tr', { hasText: KEY });
      await row.click();
      await page.waitForURL((url) => url.pathname === `/backoffice/settings/${original.id}`);

      const value = page.getByTestId('setting-value');
      await value.waitFor();
      expect(await value.getAttribute('type')).toBe('number');
      expect(await page.getByTestId('setting-kind').textContent()).toBe('Kind: Whole number');
      expect(await page.getByTestId('setting-value-help').textContent()).toContain('Default: 20');

      // A fraction is refused by the server (422): its message shows on the field, nothing is saved.
      await value.fill('1.5');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The setting value field must be an integer.').waitFor();
      await screenshot(page, 'backoffice-settings-refused');
      expect(new URL(page.url()).pathname).toBe(`/backoffice/settings/${original.id}`);
      expect((await current()).setting_value).toBe(original.setting_value);

      await value.fill(fixed);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/backoffice/settings');
      expect((await current()).setting_value).toBe(fixed);
      expect(problems).toEqual([]);
    } finally {
      // Other browser tests rely on the demo settings: put it back.
      const restored = await api('PATCH', `/api/v1/admin/settings/${original.id}`, {
        token,
        body: { setting_value: original.setting_value, display_name: original.display_name },
      });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await page.close();
    }
  });

  it('adds back a removed setting, offering only the keys without a row', async () => {
    const token = await signInToken(demoAccount('administrator'));
    const KEY = 'download_link_expiry_days';
    const rowOf = async () =>
      (await api<{ data: Setting[] }>('GET', `/api/v1/admin/settings?search=${KEY}`, { token })).body.data.find(
        (setting) => setting.setting_key === KEY,
      );
    const original = (await rowOf())!;
    expect(original).toBeDefined();
    const removed = await api('DELETE', `/api/v1/admin/settings/${original.id}`, { token });
    expect(removed.status).toBe(204);

    const page = await browser.newPage();
    const problems = watchProblems(page, () => false);
    try {
      await signInBackofficeAdmin(page);
      await page.goto(`${baseUrl()}/backoffice/settings/add`);
      await page.locator('.ra-input-setting_key [role="combobox"]').click();
      // Only the removed key is offered: every other key has its row.
      const options = page.locator('li[role="option"]:not([aria-disabled="true"])');
      await options.first().waitFor();
      const offered = await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));
      expect(offered.filter(Boolean)).toEqual([KEY]);
      await screenshot(page, 'backoffice-settings-add-key');
      await page.locator(`li[role="option"][data-value="${KEY}"]`).click();

      // The name and value start as the key's own; the value input fits its kind.
      const value = page.getByTestId('setting-value');
      await value.waitFor();
      expect(await value.inputValue()).toBe('7');
      expect(await value.getAttribute('type')).toBe('number');
      await value.fill(original.setting_value);
      await page.locator('input[name="display_name"]').fill(original.display_name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/backoffice/settings');
      expect(await rowOf()).toMatchObject({
        setting_value: original.setting_value,
        display_name: original.display_name,
      });
      expect(problems).toEqual([]);
    } finally {
      if (!(await rowOf())) {
        const restored = await api('POST', '/api/v1/admin/settings', {
          token,
          body: { setting_key: KEY, setting_value: original.setting_value, display_name: original.display_name },
        });
        expect(restored.status, JSON.stringify(restored.body)).toBe(201);
      }
      await page.close();
    }
  });
});
