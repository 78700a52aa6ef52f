import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { signChannel } from '../../realtime/signatures';
import { createBroadcastingService } from './broadcasting.service';

const app = { id: 'golf', key: 'key', secret: 'secret-secret-secret', cluster: 'us2' };
const service = createBroadcastingService({
  app,
  displayNameOf: async (userId) => `player${userId}`,
  isRoundParticipant: async (roundId, userId) => roundId === 9 && userId === 3,
  isClubMember: async (clubId, userId) => clubId === 5 && userId === 3,
});

describe('presence-rounds authorization', () => {
  it("signs a participant's member data: id and display name", async () => {
    const result = await service.authorize(3, '1.2', 'presence-rounds.9');
    expect(JSON.parse(result.channel_data!)).toEqual({ user_id: '3', user_info: { id: 3, display_name: 'player3' } });
    expect(result.auth).toBe(signChannel(app, '1.2', 'presence-rounds.9', result.channel_data));
  });

  it('refuses someone who is not in the round, and another round', async () => {
    await expect(service.authorize(4, '1.2', 'presence-rounds.9')).rejects.toThrow(AppError);
    await expect(service.authorize(3, '1.2', 'presence-rounds.8')).rejects.toMatchObject({
      key: 'realtime.channel_forbidden',
      params: { channel: 'presence-rounds.8' },
    });
  });
});

describe('private-clubs authorization', () => {
  it("signs a member's subscription to their club's channel with their id, whom an eviction finds", async () => {
    const result = await service.authorize(3, '1.2', 'private-clubs.5');
    expect(result).toEqual({
      auth: signChannel(app, '1.2', 'private-clubs.5', '{"user_id":"3"}'),
      channel_data: '{"user_id":"3"}',
    });
  });

  it('refuses someone outside the club, another club, and a channel name with anything after the id', async () => {
    await expect(service.authorize(4, '1.2', 'private-clubs.5')).rejects.toMatchObject({
      key: 'realtime.channel_forbidden',
    });
    await expect(service.authorize(3, '1.2', 'private-clubs.6')).rejects.toThrow(AppError);
    await expect(service.authorize(3, '1.2', 'private-clubs.5x')).rejects.toThrow(AppError);
  });
});
