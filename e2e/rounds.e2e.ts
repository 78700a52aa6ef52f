import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { translate } from '@golf/contracts';
import { api, createPlayer, demoAccount, signInToken, useBearerToken, type Player } from './accounts';
import { baseUrl, launchBrowser, screenshot } from './browser';

const browser = await launchBrowser();

/** A game-environment page signed in as the player (bearer token, as the game client does). */
async function gamePage(player: Player): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const token = await signInToken(player);
  await useBearerToken(context, 'game', token);
  const page = await context.newPage();
  return { context, page, token };
}

/** Round lobby, create round, join; kiosk mode. Issue 6, part 5. */
describe('rounds in the game environment', () => {
  let host: Player;
  let guest: Player;
  beforeAll(async () => {
    [host, guest] = await Promise.all([createPlayer('host'), createPlayer('guest')]);
  });

  it('a host creates a round through the form, a second player sees it in the lobby and joins it', async () => {
    const hosting = await gamePage(host);
    const title = `E2E round ${Date.now().toString(36)}`;
    await hosting.page.goto(`${baseUrl()}/game/rounds`);
    await hosting.page.getByTestId('rounds-lobby').waitFor();
    await hosting.page.getByTestId('round-create-open').click();
    await hosting.page.getByTestId('round-create').waitFor();
    // The courses arrive before the form can be sent.
    await expect.poll(() => hosting.page.getByTestId('round-course').inputValue(), { timeout: 10_000 }).not.toBe('');
    // An empty title is refused with the catalogue's message under the field.
    await hosting.page.getByTestId('round-create-submit').click();
    await expect
      .poll(() => hosting.page.getByTestId('round-create').textContent(), { timeout: 10_000 })
      .toContain(translate('en', 'errors.rounds.title_required'));
    await hosting.page.getByTestId('round-title').fill(title);
    await hosting.page.getByTestId('round-mulligans').fill('2');
    await screenshot(hosting.page, 'rounds-create');
    await hosting.page.getByTestId('round-create-submit').click();
    const room = hosting.page.getByTestId('round-room');
    await room.waitFor();
    const roundId = Number(await room.getAttribute('data-round-id'));
    expect(roundId).toBeGreaterThan(0);
    expect(new URL(hosting.page.url()).pathname).toBe(`/game/rounds/${roundId}/lobby`);
    const created = await api<{ data: { title: string; mulligans: number; players: unknown[] } }>(
      'GET',
      `/api/v1/rounds/${roundId}`,
      { token: hosting.token },
    );
    expect(created.body.data).toMatchObject({ title, mulligans: 2 });
    expect(created.body.data.players).toHaveLength(1);

    const joining = await gamePage(guest);
    await joining.page.goto(`${baseUrl()}/game/rounds`);
    const row = joining.page.locator(`[data-testid="lobby-rounds"] [data-round-id="${roundId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(title);
    expect(await row.getByTestId('round-players').textContent()).toBe('1 / 4');
    await screenshot(joining.page, 'rounds-lobby');
    await row.getByTestId('round-join').click();
    await joining.page.getByTestId('round-waiting').waitFor();
    expect(new URL(joining.page.url()).pathname).toBe(`/game/rounds/${roundId}/lobby`);
    // The guest's lobby now lists it under "my rounds".
    await joining.page.getByTestId('round-back').click();
    await joining.page.locator(`[data-testid="my-rounds"] [data-round-id="${roundId}"]`).waitFor();

    // The host's waiting room picks the new player up by itself.
    await expect.poll(() => hosting.page.getByTestId('round-player').count(), { timeout: 15_000 }).toBe(2);
    await screenshot(hosting.page, 'rounds-waiting-room');

    // A double click on Start starts the round once: no second request, whose refusal would say it cannot start.
    const starts: string[] = [];
    hosting.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/rounds/${roundId}/start`)) starts.push(request.url());
    });
    await hosting.page.getByTestId('round-start').dblclick();
    await expect.poll(() => new URL(hosting.page.url()).pathname, { timeout: 15_000 }).toBe(`/game/rounds/${roundId}`);
    expect(starts).toHaveLength(1);
    expect(await hosting.page.getByTestId('error-modal-message').count()).toBe(0);
    await hosting.context.close();
    await joining.context.close();
  });

  it("a waiting player's room hears the start and a cancellation over the round's channel", async () => {
    const [hostToken, guestToken] = await Promise.all([signInToken(host), signInToken(guest)]);
    const courses = await api<{ data: { id: number }[] }>('GET', '/api/v1/courses?filter[owned]=1', {
      token: hostToken,
    });
    const open = async (title: string) => {
      const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
        token: hostToken,
        body: { title, game_mode: 20, max_players: 3, course_id: courses.body.data[0]!.id },
      });
      expect(created.status).toBe(201);
      const roundId = created.body.data.id;
      expect((await api('POST', `/api/v1/rounds/${roundId}/join`, { token: guestToken, body: {} })).status).toBe(200);
      return roundId;
    };
    const waiting = await gamePage(guest);
    // What reaches the page over the real-time connection: subscriptions it got, and round events
    // (the server sends those only to subscribers of the round's channel).
    const heard: string[] = [];
    waiting.page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { event?: string; channel?: string };
        if (frame.event?.startsWith('round.')) heard.push(frame.event);
        if (frame.event === 'pusher_internal:subscription_succeeded') heard.push(`subscribed ${frame.channel}`);
      }),
    );
    const waitInRoom = async (roundId: number) => {
      await waiting.page.goto(`${baseUrl()}/game/rounds/${roundId}/lobby`);
      await waiting.page.getByTestId('round-waiting').waitFor();
      await expect.poll(() => heard, { timeout: 10_000 }).toContain(`subscribed presence-rounds.${roundId}`);
    };

    const started = await open(`E2E start ${Date.now().toString(36)}`);
    await waitInRoom(started);
    expect((await api('POST', `/api/v1/rounds/${started}/start`, { token: hostToken })).status).toBe(200);
    await expect.poll(() => heard, { timeout: 10_000 }).toContain('round.started');
    await expect.poll(() => new URL(waiting.page.url()).pathname, { timeout: 10_000 }).toBe(`/game/rounds/${started}`);

    const cancelled = await open(`E2E cancel ${Date.now().toString(36)}`);
    await waitInRoom(cancelled);
    expect((await api('POST', `/api/v1/rounds/${cancelled}/cancel`, { token: hostToken })).status).toBe(204);
    await expect.poll(() => heard, { timeout: 10_000 }).toContain('round.cancelled');
    await waiting.page.getByTestId('round-cancelled').waitFor();
    // Its play status stays "pending"; the badge says what happened instead.
    expect(await waiting.page.getByTestId('round-status').textContent()).toBe('Cancelled');
    await waiting.context.close();
  });

  it('someone not in a round who opens its play address is sent to its lobby to join, and never asks for its channel', async () => {
    const hostToken = await signInToken(host);
    const courses = await api<{ data: { id: number }[] }>('GET', '/api/v1/courses?filter[owned]=1', {
      token: hostToken,
    });
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hostToken,
      body: {
        title: `E2E outsider ${Date.now().toString(36)}`,
        game_mode: 20,
        visibility: 10,
        max_players: 3,
        course_id: courses.body.data[0]!.id,
      },
    });
    expect(created.status).toBe(201);
    const roundId = created.body.data.id;
    const outsider = await gamePage(await createPlayer('outsider'));
    // Every subscription the page asks the server to authorise (the presence channel refuses non-players: 403).
    const asked: string[] = [];
    outsider.page.on('request', (request) => {
      if (request.postData()?.includes(`presence-rounds.${roundId}`)) asked.push(request.url());
    });

    await outsider.page.goto(`${baseUrl()}/game/rounds/${roundId}`);
    await expect
      .poll(() => new URL(outsider.page.url()).pathname, { timeout: 10_000 })
      .toBe(`/game/rounds/${roundId}/lobby`);
    // The lobby has Join; no waiting room that the player has no place in.
    await outsider.page.getByTestId('round-join').waitFor();
    expect(await outsider.page.getByTestId('round-pending').count()).toBe(0);
    expect(await outsider.page.getByTestId('round-waiting').count()).toBe(0);
    expect(asked).toEqual([]);

    // Once joined, the play address is theirs: the waiting room, on the round's channel.
    await outsider.page.getByTestId('round-join').click();
    await outsider.page.getByTestId('round-waiting').waitFor();
    await outsider.page.goto(`${baseUrl()}/game/rounds/${roundId}`);
    await outsider.page.getByTestId('round-pending').waitFor();
    expect(new URL(outsider.page.url()).pathname).toBe(`/game/rounds/${roundId}`);
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await outsider.context.close();
  });

  it('quick round makes a solo round, starts it and opens it; play offline opens the offline screen', async () => {
    const player = await createPlayer('quick');
    const { context, page, token } = await gamePage(player);
    await page.goto(`${baseUrl()}/game/`);
    const opened = async () => {
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/game\/rounds\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      return (await api<{ data: Record<string, unknown> }>('GET', `/api/v1/rounds/${id}`, { token })).body.data;
    };

    await page.getByTestId('game-menu-quickRound').click();
    expect(await opened()).toMatchObject({
      game_mode: 20,
      visibility: 20,
      max_players: 1,
      hole_group: 20,
      holes: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      play_status: 10,
    });

    await page.goto(`${baseUrl()}/game/`);
    // Play offline is a round on the device (e2e/offline-play.e2e.ts); without the feature the screen says so.
    await page.getByTestId('game-menu-playOffline').click();
    await page.waitForURL((url) => url.pathname === '/game/rounds/offline');
    await page.getByTestId('offline-feature-required').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('a host invites a player by display name; the player accepts the invite from their lobby', async () => {
    // An invitee needs the multiplayer feature: an administrator unlocks it, as the back-office does.
    const unlocked = await api('POST', `/api/v1/admin/users/${guest.id}/feature-unlocks`, {
      token: await signInToken(demoAccount('administrator')),
      body: { feature: 'multiplayer' },
    });
    expect(unlocked.status).toBe(201);
    const hosting = await gamePage(host);
    const courses = await api<{ data: { id: number }[] }>('GET', '/api/v1/courses?filter[owned]=1', {
      token: hosting.token,
    });
    const title = `E2E invite ${Date.now().toString(36)}`;
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token: hosting.token,
      body: { title, game_mode: 20, max_players: 3, course_id: courses.body.data[0]!.id, visibility: 20 },
    });
    expect(created.status).toBe(201);
    const roundId = created.body.data.id;
    await hosting.page.goto(`${baseUrl()}/game/rounds/${roundId}/lobby`);
    const name = hosting.page.getByTestId('round-invite-user');
    // Nobody is called that: the catalogue's message, under the field.
    await name.fill('nobody_here');
    await hosting.page.getByTestId('round-invite-submit').click();
    await expect
      .poll(() => hosting.page.getByTestId('round-invite-form').textContent(), { timeout: 10_000 })
      .toContain(translate('en', 'validation.player_not_found', { name: 'nobody_here' }));
    // The name in another letter case finds the player.
    await name.fill(guest.displayName.toUpperCase());
    await hosting.page.getByTestId('round-invite-submit').click();
    await hosting.page.getByText(`${guest.displayName} is invited.`).waitFor();
    expect(await name.inputValue()).toBe('');
    // The room lists the invite until it is answered.
    await expect
      .poll(() => hosting.page.getByTestId('round-invited').textContent(), { timeout: 10_000 })
      .toContain(guest.displayName);
    await screenshot(hosting.page, 'rounds-invite-sent');

    const invited = await gamePage(guest);
    await invited.page.goto(`${baseUrl()}/game/rounds`);
    expect(await invited.page.getByTestId('my-invite-name').textContent()).toContain(guest.displayName);
    const card = invited.page.getByTestId('round-invite').filter({ hasText: title });
    await card.waitFor();
    await card.getByTestId('invite-accept').click();
    await invited.page.getByTestId('round-waiting').waitFor();
    expect(new URL(invited.page.url()).pathname).toBe(`/game/rounds/${roundId}/lobby`);
    // The host's room moves the player from the invites to the players by itself.
    await expect.poll(() => hosting.page.getByTestId('round-player').count(), { timeout: 15_000 }).toBe(2);
    expect(await hosting.page.getByTestId('round-invited').count()).toBe(0);

    // One place is left: a third player's invite fills the round. Instead of an invite box that could
    // only fail with "Max players reached", the room says the round is full.
    const third = await createPlayer('third');
    const thirdUnlocked = await api('POST', `/api/v1/admin/users/${third.id}/feature-unlocks`, {
      token: await signInToken(demoAccount('administrator')),
      body: { feature: 'multiplayer' },
    });
    expect(thirdUnlocked.status).toBe(201);
    // The reply is held until the room's own re-read (every 4 s) shows the round full, as on a busy
    // server: the host must still be told the invite went out.
    const full = hosting.page.getByTestId('round-invite-full');
    await hosting.page.route(`**/api/v1/rounds/${roundId}/invites`, async (route) => {
      const response = await route.fetch();
      await full.waitFor({ timeout: 15_000 });
      await route.fulfill({ response });
    });
    await name.fill(third.displayName);
    await hosting.page.getByTestId('round-invite-submit').click();
    await hosting.page.getByText(`${third.displayName} is invited.`).waitFor();
    expect(await full.textContent()).toBe('The round is full: every place is taken by a player or an invite.');
    expect(await hosting.page.getByTestId('round-invite-form').count()).toBe(0);
    await screenshot(hosting.page, 'rounds-invite-full');
    await hosting.context.close();
    await invited.context.close();
  });

  it('joining a local round with a mistyped code says no round has that code', async () => {
    const { context, page } = await gamePage(guest);
    await page.goto(`${baseUrl()}/game/rounds`);
    await page.getByTestId('join-code-open').click();
    await page.getByTestId('join-code-input').fill('zzzz22');
    await page.getByTestId('join-code-submit').click();
    await expect
      .poll(() => page.getByTestId('join-code-error').textContent(), { timeout: 10_000 })
      .toBe(translate('en', 'errors.rounds.unknown_join_code'));
    // A code too short to send: only its own error, not the last reply's about another code. Its error
    // shows as it is typed (the field was touched), so wait for the submit to drop the old reply.
    await page.getByTestId('join-code-input').fill('ab');
    await page.getByTestId('join-code-submit').click();
    await page.getByText('A join code is 6 letters and digits.').waitFor();
    await expect.poll(() => page.getByTestId('join-code-error').count(), { timeout: 5_000 }).toBe(0);
    await context.close();
  });

  it('kiosk mode: only an administrator starts and ends it; meanwhile only play screens are reachable', async () => {
    const { context, page } = await gamePage(guest);
    const admin = demoAccount('administrator');
    await page.goto(`${baseUrl()}/game/`);
    await page.getByTestId('game-menu-settings').click();
    await page.getByTestId('kiosk-start-open').click();
    // A player's own password is not enough.
    await page.getByTestId('kiosk-email').fill(guest.email);
    await page.getByTestId('kiosk-password').fill(guest.password);
    await page.getByTestId('kiosk-submit').click();
    await expect
      .poll(() => page.getByTestId('kiosk-error').textContent(), { timeout: 10_000 })
      .toBe(translate('en', 'errors.auth.insufficient_permissions'));
    await page.getByTestId('kiosk-email').fill(admin.email);
    await page.getByTestId('kiosk-password').fill(admin.password);
    await page.getByTestId('kiosk-submit').click();
    await page.getByTestId('kiosk-badge').waitFor();
    await page.getByTestId('rounds-lobby').waitFor();
    expect(await page.getByTestId('game-menu-visitStore').count()).toBe(0);
    expect(await page.getByTestId('game-menu-exitKiosk').count()).toBe(1);

    // Refused screens go back to the lobby, also after a reload.
    await page.goto(`${baseUrl()}/game/store`);
    await page.getByTestId('rounds-lobby').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/rounds');
    await page.reload();
    await page.getByTestId('kiosk-badge').waitFor();
    await screenshot(page, 'kiosk-lobby');

    await page.getByTestId('game-menu-exitKiosk').click();
    await page.getByTestId('kiosk-email').fill(admin.email);
    await page.getByTestId('kiosk-password').fill('not-the-password');
    await page.getByTestId('kiosk-submit').click();
    await expect
      .poll(() => page.getByTestId('kiosk-error').textContent(), { timeout: 10_000 })
      .toBe(translate('en', 'errors.auth.invalid_credentials'));
    await page.getByTestId('kiosk-password').fill(admin.password);
    await page.getByTestId('kiosk-submit').click();
    await expect.poll(() => page.getByTestId('kiosk-badge').count(), { timeout: 10_000 }).toBe(0);
    await page.goto(`${baseUrl()}/game/store`);
    await page.getByTestId('store-page').waitFor();
    await context.close();
  });
});
