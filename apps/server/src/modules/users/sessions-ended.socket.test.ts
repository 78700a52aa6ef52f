import { describe, expect, it } from 'vitest';
import { realtimeChannels } from '@golf/contracts';
import { signChannel } from '../../realtime/signatures';
import { startPusherTestApp } from '../../../test/pusher-app';
import { connected, next } from '../../../test/realtime';
import { createTestUser, openSession, TEST_PASSWORD, type TestUser } from '../../../test/users';

/**
 * When a user's sessions end (suspension, a changed password), the sockets those sessions had
 * subscribed close, so nothing they were authorized to hear keeps arriving (docs/realtime.md,
 * "Dropped when access ends"). Other users' sockets stay.
 */
const { testApp, app, realtimeApp, pusherFor, raw } = await startPusherTestApp();
const admin = await createTestUser(testApp, { roles: ['administrator'] });

/** The user's open page (their own channel, through /broadcasting/auth) and a socket that holds only a round's presence as them. */
async function listening(user: TestUser) {
  const pusher = pusherFor(user);
  const socketId = await connected(pusher);
  const own = pusher.subscribe(realtimeChannels.user(user.id));
  await next(own, 'pusher:subscription_succeeded');
  const presenceOnly = raw();
  // Answers the server's pings as a live client does: a slow request on a busy machine must not see
  // the socket closed for silence (4201) before the session's end closes it.
  presenceOnly.ws.on('message', (data) => {
    if ((JSON.parse(data.toString()) as { event?: string }).event === 'pusher:ping')
      presenceOnly.send({ event: 'pusher:pong', data: {} });
  });
  const rawSocketId = await presenceOnly.socketId();
  const round = realtimeChannels.round(900_000 + user.id);
  const channelData = JSON.stringify({ user_id: String(user.id), user_info: {} });
  presenceOnly.send({
    event: 'pusher:subscribe',
    data: {
      channel: round,
      auth: signChannel(realtimeApp, rawSocketId, round, channelData),
      channel_data: channelData,
    },
  });
  await presenceOnly.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
  return { pusher, socketId, own, presenceOnly };
}

/** `ended`'s sockets close and cannot subscribe again; a bystander's stay. */
async function expectCutOff(ended: TestUser, end: () => Promise<{ statusCode: number; body: string }>) {
  const bystander = await createTestUser(testApp);
  const theirs = await listening(ended);
  const other = await listening(bystander);
  // The page reconnects at once, and its ended session no longer authorizes its own channel.
  const refused = next(theirs.own, 'pusher:subscription_error');
  // Awaited below; should an assertion fail first, its timeout must not surface in the next file.
  refused.catch(() => undefined);
  const response = await end();
  expect(response.statusCode, response.body).toBe(200);
  expect((await theirs.presenceOnly.closed).code).toBe(4200);
  expect(await refused).toMatchObject({ status: 401 });
  expect(theirs.pusher.connection.socket_id).not.toBe(theirs.socketId);
  // Another user's sockets are untouched: the same socket still answers.
  expect(other.pusher.connection.socket_id).toBe(other.socketId);
  other.presenceOnly.send({ event: 'pusher:ping', data: {} });
  await other.presenceOnly.frame((f) => f.event === 'pusher:pong');
}

describe('sockets when sessions end', () => {
  it("a suspension closes the player's sockets on every channel they were authorized for", async () => {
    const player = await createTestUser(testApp);
    await expectCutOff(player, () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${player.id}/suspend`,
        headers: admin.headers,
        payload: { reason: 'Abusive chat' },
      }),
    );
  });

  it('a changed password closes the sockets of the other device, whose session it ended', async () => {
    const player = await createTestUser(testApp);
    const otherDevice = await openSession(testApp, player.id);
    const onOtherDevice = {
      ...player,
      token: otherDevice.authorization!.slice('Bearer '.length),
      headers: otherDevice,
    };
    await expectCutOff(onOtherDevice, () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { ...player.headers, origin: testApp.config.server.appUrl },
        payload: { current_password: TEST_PASSWORD, password: 'next-password', password_confirmation: 'next-password' },
      }),
    );
  });
});
