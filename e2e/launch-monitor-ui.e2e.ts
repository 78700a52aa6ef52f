import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { api, createPlayer, signInToken, signInWeb } from './accounts';
import { baseUrl, launchBrowser } from './browser';
import { swing } from './play-steps';

const browser = await launchBrowser();

describe('the launch-monitor panel of the in-round screen', () => {
  it('shows a pairing code, sees the connector that uses it, and unpairs it', async () => {
    const player = await createPlayer('monitor');
    const token = await signInToken(player);
    const courses = await api<{ data: { id: number; is_default: boolean; course_type: number }[] }>(
      'GET',
      '/api/v1/courses?per_page=50',
      { token },
    );
    const course = courses.body.data.find((c) => c.is_default && c.course_type === enums.course_type.regular)!;
    const created = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', {
      token,
      body: {
        title: 'E2E launch monitor',
        game_mode: enums.game_mode.stroke_play,
        course_id: course.id,
        hole_group: enums.hole_group.custom,
        holes: [1],
        tee: enums.teeing_type.front,
        max_players: 1,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signInWeb(context, player);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/rounds/${created.body.data.id}`);
    await page.getByTestId('start-round').click();
    const panel = page.getByTestId('launch-monitor-panel');
    await panel.waitFor({ timeout: 10_000 });
    expect(await panel.getAttribute('data-connected')).toBe('false');

    await page.getByTestId('launch-monitor-toggle').click();
    await page.getByTestId('launch-monitor-pair').click();
    const code = (await page.getByTestId('launch-monitor-code').textContent({ timeout: 10_000 }))!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await page.getByTestId('launch-monitor-code-expiry').textContent()).toMatch(/Expires in (10:00|9:\d\d)/);
    const status = await api<{ data: { pairing: { code: string } | null } }>('GET', '/api/v1/launch-monitor/status', {
      token,
    });
    expect(status.body.data.pairing?.code).toBe(code);

    // A browser-based connector (another tab) pairs with the code at the upgrade; the panel sees it within a poll.
    const connector = await context.newPage();
    await connector.goto(`${baseUrl()}/`);
    await connector.evaluate(async (pairingCode) => {
      const url = `${location.origin.replace(/^http/, 'ws')}/launch-monitor/ws?code=${pairingCode}`;
      const socket = new WebSocket(url);
      (window as unknown as { lmSocket: WebSocket }).lmSocket = socket;
      const replies: unknown[] = [];
      (window as unknown as { lmReplies: unknown[] }).lmReplies = replies;
      socket.addEventListener('message', (event) => replies.push(JSON.parse(String(event.data))));
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener('open', () => resolve());
        socket.addEventListener('error', () => reject(new Error('the connector could not connect')));
      });
      socket.send(
        JSON.stringify({
          DeviceID: 'E2E-CONNECTOR',
          ShotNumber: 0,
          APIversion: '1',
          ShotDataOptions: { ContainsBallData: false, ContainsClubData: false, LaunchMonitorIsReady: true },
        }),
      );
    }, code);
    const replyCodes = () =>
      connector.evaluate(() =>
        (window as unknown as { lmReplies: { Code?: number }[] }).lmReplies.map((reply) => reply.Code),
      );
    await expect.poll(() => panel.getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
    expect(await page.getByTestId('launch-monitor-connected').textContent()).toContain('E2E-CONNECTOR');
    // The connector was told the player and club (201 player information: on pairing and on club changes).
    await expect.poll(replyCodes, { timeout: 10_000 }).toContain(201);

    // A shot from the monitor is the player's own stroke that this screen did not post: it is drawn and the ball moves.
    // First a swing on this screen, so the ball lies where this screen moved it; then the monitor's shot.
    await swing(page);
    const tracers = await page.getByTestId('tracer').count();
    const before = await page.getByTestId('distance-to-pin').getAttribute('data-cm');
    await connector.evaluate(() => {
      const socket = (window as unknown as { lmSocket: WebSocket }).lmSocket;
      socket.send(
        JSON.stringify({
          DeviceID: 'E2E-CONNECTOR',
          ShotNumber: 1,
          APIversion: '1',
          BallData: { Speed: 25, VLA: 20, HLA: 0, TotalSpin: 3000, SpinAxis: 0 },
          ShotDataOptions: { ContainsBallData: true, ContainsClubData: false },
        }),
      );
    });
    // Its 200 (the status message before it had one too, as GSPro answers every message).
    await expect
      .poll(async () => (await replyCodes()).filter((replyCode) => replyCode === 200).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('tracer').count(), { timeout: 15_000 }).toBeGreaterThan(tracers);
    await expect
      .poll(() => page.getByTestId('distance-to-pin').getAttribute('data-cm'), { timeout: 15_000 })
      .not.toBe(before);

    await page.getByTestId('launch-monitor-unpair').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect.poll(() => panel.getAttribute('data-connected'), { timeout: 10_000 }).toBe('false');
    // The code was used once: it is not offered again, and the button asks for a new pairing.
    expect(await page.getByTestId('launch-monitor-code').count()).toBe(0);
    expect(await page.getByTestId('launch-monitor-pair').textContent()).toBe('Pair a launch monitor');
    await context.close();
  });
});
