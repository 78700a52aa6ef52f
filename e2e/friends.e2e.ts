import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  api,
  createPlayer,
  demoAccount,
  signInBackofficeAdmin,
  signInToken,
  submitBackofficeLogin,
  useBearerToken,
  type Player,
} from './accounts';
import { baseUrl, launchBrowser, screenshot, subscribedChannels } from './browser';

const browser = await launchBrowser();

/** A game-environment page signed in as the player (bearer token, as the game client does). */
async function gamePage(player: Player): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const token = await signInToken(player);
  await useBearerToken(context, 'game', token);
  const page = await context.newPage();
  return { context, page, token };
}

const unreadCount = async (page: Page) => Number(await page.getByTestId('unread-badge').getAttribute('data-count'));

/** Issue 33's acceptance for friends, round invites from the friends list, and a report handled by staff. */
describe('friends', () => {
  let host: Player;
  let guest: Player;
  let adminToken: string;
  beforeAll(async () => {
    [host, guest] = await Promise.all([createPlayer('fhost'), createPlayer('fguest')]);
    adminToken = await signInToken(demoAccount('administrator'));
    // An invitee needs the multiplayer feature, which the refusal would name otherwise.
    const unlocked = await api('POST', `/api/v1/admin/users/${guest.id}/feature-unlocks`, {
      token: adminToken,
      body: { feature: 'multiplayer' },
    });
    expect(unlocked.status).toBe(201);
  });

  it('two players become friends; one invites the other from the friends list; the invite arrives live and joins the round', async () => {
    const hosting = await gamePage(host);
    const guesting = await gamePage(guest);
    // A round the host has not started, to invite to.
    const courses = await api<{ data: { id: number }[] }>('GET', '/api/v1/courses?filter[owned]=1', {
      token: hosting.token,
    });
    const title = `E2E friends ${Date.now().toString(36)}`;
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hosting.token,
      body: { title, game_mode: 20, max_players: 2, course_id: courses.body.data[0]!.id, visibility: 20 },
    });
    expect(created.status).toBe(201);
    const roundId = created.body.data.id;

    await guesting.page.goto(`${baseUrl()}/game/friends`);
    await guesting.page.getByTestId('friends-page').waitFor();
    const guestUnread = await unreadCount(guesting.page);

    // The host finds the guest by name from the game menu's Friends and asks.
    await hosting.page.goto(`${baseUrl()}/game/`);
    await hosting.page.getByTestId('game-menu-friends').click();
    await hosting.page.getByTestId('friends-page').waitFor();
    await hosting.page.getByTestId('friends-search').fill(guest.displayName);
    const result = hosting.page.getByTestId('friends-search-result').filter({ hasText: guest.displayName });
    await result.getByTestId('friends-add').click();
    await hosting.page.getByTestId('friend-outgoing').filter({ hasText: guest.displayName }).waitFor();

    // The request reaches the guest live: the bell counts it and the friends screen offers it.
    await expect.poll(() => unreadCount(guesting.page), { timeout: 15_000 }).toBe(guestUnread + 1);
    const incoming = guesting.page.getByTestId('friend-incoming').filter({ hasText: host.displayName });
    await incoming.getByTestId('friend-accept').click();
    await guesting.page.locator(`[data-testid="friend"][data-user-id="${host.id}"]`).waitFor();

    // The host's list shows the new friend, online (their screen is open), by the acceptance's live notice.
    const friendRow = hosting.page.locator(`[data-testid="friend"][data-user-id="${guest.id}"]`);
    await friendRow.waitFor({ timeout: 15_000 });
    await expect.poll(() => friendRow.getAttribute('data-online'), { timeout: 15_000 }).toBe('true');
    await screenshot(hosting.page, 'friends-list');

    const beforeInvite = await unreadCount(guesting.page);
    await friendRow.getByTestId('friend-invite').click();
    await hosting.page.locator(`[data-testid="friend-invite-round"][data-round-id="${roundId}"]`).click();
    await hosting.page.getByText(`${guest.displayName} is invited to "${title}".`).waitFor();

    // The invite appears in the guest's bell live; accepting it there joins the round.
    await expect.poll(() => unreadCount(guesting.page), { timeout: 15_000 }).toBe(beforeInvite + 1);
    await guesting.page.getByTestId('notification-bell').click();
    const notice = guesting.page.getByTestId('notification').filter({ hasText: title }).first();
    await notice.waitFor();
    // The friend request, accepted on the friends screen, has nothing left to accept.
    const request = guesting.page.getByTestId('notification').filter({ hasText: host.displayName, hasNotText: title });
    await request.first().waitFor();
    await expect.poll(() => request.getByTestId('notification-accept-friend').count()).toBe(0);
    await screenshot(guesting.page, 'friends-round-invite');
    await notice.getByTestId('notification-accept-invite').click();
    await guesting.page.getByTestId('round-waiting').waitFor({ timeout: 15_000 });
    expect(new URL(guesting.page.url()).pathname).toBe(`/game/rounds/${roundId}/lobby`);
    const round = await api<{ data: { players: { user_id: number }[] } }>('GET', `/api/v1/rounds/${roundId}`, {
      token: hosting.token,
    });
    expect(round.body.data.players.map((p) => p.user_id)).toContain(guest.id);
    await hosting.context.close();
    await guesting.context.close();
  });

  it('a report filed from the friends list is resolved in the back-office, and the reporter is told live', async () => {
    const reporting = await gamePage(guest);
    await reporting.page.goto(`${baseUrl()}/game/friends`);
    const row = reporting.page.locator(`[data-testid="friend"][data-user-id="${host.id}"]`);
    await row.getByTestId('report-open').click();
    await reporting.page.getByTestId('report-message').fill('Rude in the round chat');
    // What is wrong has no preset: sending without it asks for it and files nothing.
    await reporting.page.getByTestId('report-submit').click();
    await reporting.page.getByText('Choose what is wrong.').waitFor();
    await reporting.page.getByTestId('report-type').click();
    await reporting.page.getByRole('option', { name: 'Harassment' }).click();
    await reporting.page.getByTestId('report-submit').click();
    await reporting.page.getByTestId('success-modal').waitFor();
    await reporting.page.getByTestId('success-modal-ok').click();
    const before = await unreadCount(reporting.page);

    const reports = await api<{ data: { id: number; reporter_id: number; entity_id: number }[] }>(
      'GET',
      '/api/v1/admin/reports?filter[status]=10',
      { token: adminToken },
    );
    const report = reports.body.data.find((r) => r.reporter_id === guest.id && r.entity_id === host.id);
    expect(report).toBeDefined();

    const staffContext = await browser.newContext({ locale: 'en-US' });
    const staff = await staffContext.newPage();
    await signInBackofficeAdmin(staff);
    await staff.goto(`${baseUrl()}/backoffice/reports`);
    await staff.getByTestId('report-status').first().waitFor();
    // What was reported, in words: "User", not the API's "user".
    const listed = staff.locator('tbody tr', { hasText: guest.displayName }).first();
    expect(await listed.locator('td').allTextContents()).toContain('User');
    await staff.goto(`${baseUrl()}/backoffice/reports/${report!.id}`);
    await staff.getByTestId('report-content-title').filter({ hasText: host.displayName }).waitFor();
    await screenshot(staff, 'backoffice-report');
    await staff.getByTestId('report-resolve').click();
    await staff.getByTestId('confirm-modal-confirm').click();
    await expect
      .poll(() => staff.getByTestId('report-status').first().textContent(), { timeout: 15_000 })
      .toBe('Resolved');
    expect(await staff.getByTestId('report-open-user').getAttribute('href')).toContain(`/users/${host.id}`);

    // Staff who see reports but may not manage users get no way into the user editor, which would
    // answer with the access-denied page and sign them out.
    const moderator = await createPlayer('freports');
    const granted = await api('PUT', `/api/v1/admin/users/${moderator.id}/abilities`, {
      token: adminToken,
      body: { abilities: ['access-backoffice', 'view-reports'] },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const moderating = await browser.newContext({ locale: 'en-US' });
    const moderatorPage = await moderating.newPage();
    await submitBackofficeLogin(moderatorPage, moderator);
    await moderatorPage.waitForURL((url) => !url.pathname.endsWith('/login'));
    await moderatorPage.goto(`${baseUrl()}/backoffice/reports/${report!.id}`);
    await moderatorPage.getByTestId('report-content-title').filter({ hasText: host.displayName }).waitFor();
    expect(await moderatorPage.getByTestId('report-open-user').count()).toBe(0);
    await moderating.close();

    await expect.poll(() => unreadCount(reporting.page), { timeout: 15_000 }).toBe(before + 1);
    await reporting.page.getByTestId('notification-bell').click();
    await reporting.page.getByTestId('notification').filter({ hasText: 'Report handled' }).first().waitFor();
    await staffContext.close();

    // A friend who removes you leaves your open list at once, though no bell rings for it.
    await reporting.page.goto(`${baseUrl()}/game/friends`);
    const friendRow = reporting.page.locator(`[data-testid="friend"][data-user-id="${host.id}"]`);
    await friendRow.waitFor();
    const removed = await api('DELETE', `/api/v1/friends/${guest.id}`, { token: await signInToken(host) });
    expect(removed.status).toBe(204);
    await expect.poll(() => friendRow.count(), { timeout: 10_000 }).toBe(0);
    await reporting.context.close();
  });

  it('a request withdrawn leaves the bell of the player it asked at once', async () => {
    const [asker, asked] = await Promise.all([createPlayer('fasker'), createPlayer('fasked')]);
    const asking = await signInToken(asker);
    const waiting = await gamePage(asked);
    const subscribed = subscribedChannels(waiting.page);
    await waiting.page.goto(`${baseUrl()}/game/friends`);
    await waiting.page.getByTestId('friends-page').waitFor();
    await expect.poll(() => subscribed, { timeout: 10_000 }).toContain(`private-users.${asked.id}`);
    const unread = await api<{ meta: { total: number } }>('GET', '/api/v1/users/me/notifications?read=0&per_page=1', {
      token: waiting.token,
    });
    const before = unread.body.meta.total;
    await expect.poll(() => unreadCount(waiting.page), { timeout: 10_000 }).toBe(before);
    const request = await api('POST', '/api/v1/friends/requests', { token: asking, body: { user_id: asked.id } });
    expect(request.status).toBe(201);
    await expect.poll(() => unreadCount(waiting.page), { timeout: 15_000 }).toBe(before + 1);
    expect((await api('DELETE', `/api/v1/friends/${asked.id}`, { token: asking })).status).toBe(204);
    await expect.poll(() => unreadCount(waiting.page), { timeout: 15_000 }).toBe(before);
    await waiting.context.close();
  });
});
