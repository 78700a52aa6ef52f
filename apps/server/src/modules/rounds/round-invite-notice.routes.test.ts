import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createRound, grantMultiplayer } from '../../../test/golf';
import { createTestUser } from '../../../test/users';
import { createRoundsFixture } from './rounds.fixture';

const { fanout, testApp, app, strokePlay, post } = await createRoundsFixture();

describe('a round invite', () => {
  it('notifies the invitee live and in their bell, once; accepting it joins the round', async () => {
    const host = await createTestUser(testApp);
    const invitee = await createTestUser(testApp);
    await grantMultiplayer(testApp, invitee.id);
    const round = await createRound(testApp, host, strokePlay({ title: 'Friday nine' }));
    expect((await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: invitee.id })).statusCode).toBe(
      201,
    );
    // Inviting again returns the pending invite and tells nobody a second time.
    expect((await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: invitee.id })).statusCode).toBe(
      201,
    );

    const live = fanout
      .events(realtimeChannels.user(invitee.id))
      .filter((e) => e.event === serverEvents.notificationCreated)
      .map((e) => e.payload as { type: string; body: string; data: { round_id: number } });
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      type: 'round_invite',
      body: `${host.displayName} invited you to the round "Friday nine".`,
      data: { round_id: round.id },
    });
    const bell = await app.inject({ url: '/api/v1/users/me/notifications?read=0', headers: invitee.headers });
    expect(bell.json().data).toMatchObject([{ type: 'round_invite', data: { round_id: round.id } }]);

    const accepted = await post(`/api/v1/rounds/${round.id}/invites/accept`, invitee.headers, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.players.map((p: { user_id: number }) => p.user_id)).toContain(invitee.id);
  });
});
