import { describe, expect, it } from 'vitest';
import type { Channel } from 'pusher-js';
import { startPusherTestApp } from '../../test/pusher-app';
import { connected, next, type RawClient } from '../../test/realtime';
import { signChannel } from './signatures';

/** Client events (`client-*`) through the Pusher protocol server. */
const { realtimeApp, pusherFor, raw, signingHandler } = await startPusherTestApp();

describe('client events', () => {
  async function joined(channel: string): Promise<RawClient> {
    const client = raw();
    const socketId = await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel, auth: signChannel(realtimeApp, socketId, channel) } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    return client;
  }

  it('reach the other members of a private channel, not the sender (pusher-js)', async () => {
    const channelName = 'private-match.1';
    const sender = pusherFor(null, {
      channelAuthorization: { transport: 'ajax', endpoint: 'unused', customHandler: signingHandler(null) },
    });
    await connected(sender);
    const senderChannel: Channel = sender.subscribe(channelName);
    await next(senderChannel, 'pusher:subscription_succeeded');
    const receiver = await joined(channelName);
    const echoed: unknown[] = [];
    senderChannel.bind('client-aim', (data: unknown) => echoed.push(data));
    senderChannel.trigger('client-aim', { angle: 3 });
    expect(await receiver.frame((f) => f.event === 'client-aim')).toMatchObject({
      channel: channelName,
      data: { angle: 3 },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(echoed).toEqual([]);
  });

  it('allows 10 per second and answers 4301 past that', async () => {
    const channel = 'private-match.2';
    const sender = await joined(channel);
    const receiver = await joined(channel);
    for (let i = 0; i < 15; i += 1) sender.send({ event: 'client-shot', channel, data: { i } });
    await sender.frame((f) => f.event === 'pusher:error' && (f.data as { code: number }).code === 4301);
    sender.send({ event: 'pusher:ping', data: {} });
    await sender.frame((f) => f.event === 'pusher:pong');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.frames.filter((f) => f.event === 'client-shot')).toHaveLength(10);
    expect(sender.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(5);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
  });

  it('are refused on public channels and channels not joined', async () => {
    const client = raw();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'system' } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    client.send({ event: 'client-x', channel: 'system', data: {} });
    client.send({ event: 'client-x', channel: 'private-not-joined', data: {} });
    await client.frame(
      (f) => f.event === 'pusher:error' && client.frames.filter((g) => g.event === 'pusher:error').length === 2,
    );
    expect(
      client.frames.filter((f) => f.event === 'pusher:error').map((f) => (f.data as { code: number }).code),
    ).toEqual([4009, 4009]);
  });
});
