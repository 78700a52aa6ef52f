import { describe, expect, it } from 'vitest';
import type { TeeSheet } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, submitBackofficeLogin, useBearerToken } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { shortHoles } from './play-steps';
import { twoFactorPlayer } from './two-factor';

const browser = await launchBrowser();
const HOUR = 3_600_000;

/**
 * Staff with manage-tournaments alone fill the tournament form's course choices and move a player
 * on the assigned tee sheet, and the moved player's notification opens the tournament; an invited
 * player sees the invite in the game's events and accepts it.
 */
describe('tournament staff and invites', () => {
  it('manage-tournaments alone: course choices, a tee sheet move; the invitee accepts in the game', async () => {
    const adminToken = await signInToken(demoAccount('administrator'));
    const { courseId } = await shortHoles(adminToken, 1);
    const staffAccount = await createPlayer('tstaff');
    const granted = await api('PUT', `/api/v1/admin/users/${staffAccount.id}/abilities`, {
      token: adminToken,
      body: { abilities: ['access-backoffice', 'manage-tournaments'] },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const staffToken = await signInToken(staffAccount);

    // The form lists courses although this staff member cannot open the courses section.
    const staff = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1400, height: 1000 } });
    const office = await staff.newPage();
    office.setDefaultTimeout(15_000);
    await submitBackofficeLogin(office, staffAccount);
    await office.getByTestId('menu-tournaments').waitFor();
    await office.goto(`${baseUrl()}/backoffice/tournaments/add`);
    // The rounds' add button: the divisions section has one of its own.
    await office.locator('.button-add-rounds').click();
    const course = office.locator('.MuiInputBase-root', { has: office.locator('input[name="rounds.0.course_id"]') });
    await course.locator('[role="combobox"]').click();
    await office.locator(`li[role="option"][data-value="${courseId}"]`).waitFor();
    expect(await office.getByTestId('error-modal').count()).toBe(0);
    await office.keyboard.press('Escape');
    // The round's row wraps rather than squeezing its dates, and its fields carry the tournament's labels.
    const roundStart = office.locator('.MuiTextField-root', {
      has: office.locator('input[name="rounds.0.start_at"]'),
    });
    expect(await roundStart.locator('label').textContent()).toMatch(/^Starts/);
    expect((await roundStart.boundingBox())!.width).toBeGreaterThan(150);
    const cut = office.locator('.MuiTextField-root', {
      has: office.locator('input[name="rounds.0.tournament_cut"]'),
    });
    expect(await cut.locator('label').textContent()).toBe('Cut after the round');

    // An assigned tee sheet (one player per group) with two entrants; the third player is invited.
    const start = Date.now() + 2 * HOUR;
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/tournaments', {
      token: staffToken,
      body: {
        title: `Tee ${Date.now().toString(36)}`,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3 * HOUR).toISOString(),
        max_players: 10,
        winning_logic: 100,
        prize_sum: null,
        entry_fee: 0,
        tee_time_mode: 'assigned',
        group_size: 1,
        tee_interval_minutes: 10,
        rounds: [
          {
            course_id: courseId,
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + HOUR).toISOString(),
            hole_group: 99,
            holes: [1],
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await api('POST', `/api/v1/tournaments/${id}/publish`, { token: staffToken })).status).toBe(200);
    const [first, second, guest] = await Promise.all(
      ['tsone', 'tstwo', 'tsguest'].map((tag) => twoFactorPlayer(tag, adminToken, 'tournaments')),
    );
    for (const player of [first!, second!])
      expect((await api('POST', `/api/v1/tournaments/${id}/enter`, { token: player.token, body: {} })).status).toBe(
        200,
      );
    const invited = await api('POST', `/api/v1/tournaments/${id}/invites`, {
      token: first!.token,
      body: { user_id: guest!.player.id },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    // Staff move the first player from 0:00 to the third time (0:20) on the edit screen.
    await office.goto(`${baseUrl()}/backoffice/tournaments/${id}`);
    await office.getByTestId('tee-sheet-editor').waitFor();
    await office.getByTestId(`tee-sheet-player-${first!.player.id}`).click();
    await office.getByTestId('tee-sheet-dialog').locator('[role="combobox"]').click();
    const slot = new Date(start + 20 * 60_000).toISOString();
    await office.locator(`li[data-testid="tee-sheet-time-option"][data-value="${slot}"]`).click();
    await office.getByTestId('tee-sheet-confirm').click();
    const sheet = async () =>
      (
        await api<{ data: TeeSheet }>('GET', `/api/v1/tournaments/${id}/tee-times?round=1`, { token: first!.token })
      ).body.data.groups.map((group) => [group.tee_time, group.players.map((p) => p.user_id)]);
    await expect.poll(sheet, { timeout: 10_000 }).toEqual([
      [new Date(start + 10 * 60_000).toISOString(), [second!.player.id]],
      [slot, [first!.player.id]],
    ]);
    await expect.poll(() => office.getByTestId('tee-sheet-group').count(), { timeout: 10_000 }).toBe(2);
    await screenshot(office, 'tournament-tee-sheet-edit');
    await staff.close();

    // The moved player is told, on the phone: the notification opens the tournament's page.
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await useBearerToken(phone, 'app', first!.token);
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl()}/mobile/notifications`);
    const moved = mobile.getByTestId('notification').filter({ hasText: 'Tee time changed' });
    await moved.getByTestId('notification-open-subject').waitFor();
    await screenshot(mobile, 'tournament-tee-time-notification');
    await moved.getByTestId('notification-open-subject').click();
    await mobile.locator(`[data-testid="tournament-page"][data-tournament-id="${id}"]`).waitFor();
    expect(new URL(mobile.url()).pathname).toBe(`/mobile/tournaments/${id}`);
    await phone.close();

    // The invited player, in the game's events: the invite, then accept on the tournament's page.
    const game = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await useBearerToken(game, 'game', guest!.token);
    const page = await game.newPage();
    await page.goto(`${baseUrl()}/game`);
    await page.getByTestId('game-menu-events').click();
    const invite = page.locator(`[data-testid="tournament-invite"][data-tournament-id="${id}"]`);
    await invite.getByTestId('tournament-invite-open').click();
    await page.getByTestId('tournament-invite-banner').waitFor();
    await page.getByTestId('tournament-invite-accept').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect
      .poll(() => page.getByTestId('tournament-entry').getAttribute('data-entered'), { timeout: 10_000 })
      .toBe('true');
    expect(await page.getByTestId('tournament-invite-banner').count()).toBe(0);
    await screenshot(page, 'tournament-invite-accepted');
    await game.close();
  }, 120_000);
});
