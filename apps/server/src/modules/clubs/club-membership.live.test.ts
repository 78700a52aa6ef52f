import { describe, expect, it } from 'vitest';
import { clubEvents, enums, realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, createClub, createPlayer } from '../../../test/clubs';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import type { TestUser } from '../../../test/users';

/** Membership changes reach the club's open pages live (docs/clubs.md, docs/realtime.md): club.members-updated. */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const admin = await createEconomyAdmin(testApp);
const { moderator } = enums.club_role;

const onClub = (clubId: number) =>
  fanout
    .events(realtimeChannels.club(clubId))
    .filter((e) => e.event === clubEvents.membersUpdated)
    .map((e) => e.payload);
const toPlayer = (user: TestUser) =>
  fanout
    .events(realtimeChannels.user(user.id))
    .filter((e) => e.event === serverEvents.clubMembersUpdated)
    .map((e) => e.payload);

async function expectNoContent(response: Awaited<ReturnType<typeof clubCall>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

describe('club.members-updated', () => {
  it('a join, a role change, a departure and a removal each tell the club and the player concerned', async () => {
    const owner = await createPlayer(testApp, admin);
    const [anna, bo] = [await createPlayer(testApp, admin), await createPlayer(testApp, admin)];
    const club = await createClub(testApp, owner);
    const about = (user: TestUser) => ({ club_id: club.id, user_id: user.id });

    await expectNoContent(await clubCall(testApp, anna, 'POST', `/${club.id}/join`));
    expect(onClub(club.id)).toEqual([about(anna)]);
    expect(toPlayer(anna)).toEqual([about(anna)]);

    await expectNoContent(
      await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${anna.id}/role`, { role: moderator }),
    );
    expect(onClub(club.id)).toEqual([about(anna), about(anna)]);
    expect(toPlayer(anna)).toEqual([about(anna), about(anna)]);

    await expectNoContent(await clubCall(testApp, bo, 'POST', `/${club.id}/join`));
    await expectNoContent(await clubCall(testApp, anna, 'DELETE', `/${club.id}/members/${bo.id}`));
    await expectNoContent(await clubCall(testApp, anna, 'DELETE', `/${club.id}/members/${anna.id}`));
    expect(onClub(club.id)).toEqual([about(anna), about(anna), about(bo), about(bo), about(anna)]);
    // Bo, removed, hears it on his own channel: he is no longer the club's to tell.
    expect(toPlayer(bo)).toEqual([about(bo), about(bo)]);
    expect(toPlayer(owner)).toEqual([]);
  });

  it('a request, its approval or decline, and an invite reach the player, who is not on the club channel yet', async () => {
    const owner = await createPlayer(testApp, admin);
    const [anna, bo, cai] = [
      await createPlayer(testApp, admin),
      await createPlayer(testApp, admin),
      await createPlayer(testApp, admin),
    ];
    const club = await createClub(testApp, owner, { accept_without_approval: false });
    const about = (user: TestUser) => ({ club_id: club.id, user_id: user.id });

    await expectNoContent(await clubCall(testApp, anna, 'POST', `/${club.id}/join`));
    await expectNoContent(await clubCall(testApp, bo, 'POST', `/${club.id}/join`));
    // The requests list of the administrators' Members tab changed.
    expect(onClub(club.id)).toEqual([about(anna), about(bo)]);

    await expectNoContent(await clubCall(testApp, owner, 'POST', `/${club.id}/members/${anna.id}/approve`));
    await expectNoContent(await clubCall(testApp, owner, 'POST', `/${club.id}/members/${bo.id}/decline`));
    expect(toPlayer(anna)).toEqual([about(anna), about(anna)]);
    expect(toPlayer(bo)).toEqual([about(bo), about(bo)]);
    expect(onClub(club.id)).toEqual([about(anna), about(bo), about(anna), about(bo)]);

    await expectNoContent(await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: cai.id }));
    expect(toPlayer(cai)).toEqual([about(cai)]);
    // An invite makes no member: the club's channel hears nothing of it.
    expect(onClub(club.id)).toHaveLength(4);
  });

  it('a refused change tells no one', async () => {
    const owner = await createPlayer(testApp, admin);
    const anna = await createPlayer(testApp, admin);
    const closed = await createClub(testApp, owner, { accepting_new_members: false });
    expectError(await clubCall(testApp, anna, 'POST', `/${closed.id}/join`), 'clubs.closed');
    expect(onClub(closed.id)).toEqual([]);
    expect(toPlayer(anna)).toEqual([]);
  });
});
