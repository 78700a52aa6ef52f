import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, createClub, createPlayer } from '../../../test/clubs';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { multipartFile, noiseImage } from '../../../test/files';
import { createRound, demoCourses, grantMultiplayer, start } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

/** The club house (docs/clubs.md): settings, badge and cover uploads, the club's upcoming rounds and their invites. */
const testApp = await createTestApp();
const admin = await createEconomyAdmin(testApp);
const course = (await demoCourses(testApp)).regular[0]!;
const strokePlay = { title: 'Club night', game_mode: enums.game_mode.stroke_play, course_id: course.id };

describe('settings and images', () => {
  it('administrators change settings and upload the badge and cover; members cannot', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    const changed = await clubCall(testApp, owner, 'PATCH', `/${club.id}`, {
      member_fee: 25,
      member_fee_token_type: enums.token_type.diamonds,
      accepting_new_members: false,
      description: 'Tuesdays at eight',
    });
    expect(changed.json().data).toMatchObject({
      member_fee: 25,
      member_fee_token_type: 20,
      accepting_new_members: false,
      description: 'Tuesdays at eight',
    });
    for (const locale of ['en', 'sv'] as const)
      expectError(
        await clubCall(testApp, player, 'PATCH', `/${club.id}`, { member_fee: 0 }, locale),
        'clubs.administrators_only',
        { locale },
      );
    const profane = await clubCall(testApp, owner, 'PATCH', `/${club.id}`, { description: 'No wankers' });
    expect(profane.json().errors.description[0]).toContain('"wankers"');

    const upload = async (user: typeof owner, kind: 'badge' | 'cover') => {
      const body = multipartFile({ filename: 'badge.png', contentType: 'image/png', data: await noiseImage(64, 64) });
      return testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/clubs/${club.id}/${kind}`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const badge = await upload(owner, 'badge');
    expect(badge.statusCode, badge.body).toBe(200);
    expect(badge.json().data.badge).toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);
    expect((await upload(owner, 'cover')).json().data.cover_image).toMatch(/^\/files\/images\//);
    expectError(await upload(player, 'badge'), 'clubs.administrators_only');
    const removed = await clubCall(testApp, owner, 'DELETE', `/${club.id}/badge`);
    expect(removed.json().data.badge).toBeNull();
  });
});

describe('profanity in club texts (decision 0118)', () => {
  const staffPatch = (staff: TestUser, clubId: number, payload: object) =>
    testApp.app.inject({ method: 'PATCH', url: `/api/v1/admin/clubs/${clubId}`, headers: staff.headers, payload });

  it('the back-office refuses a profane description as the player side does; unchanged texts are not checked', async () => {
    const staff = await createTestUser(testApp, {
      abilities: ['access-backoffice', 'manage-clubs', 'manage-profanities'],
    });
    const owner = await createPlayer(testApp, admin);
    // Saved before "crud" is a listed word.
    const club = await createClub(testApp, owner, { description: 'what a load of crud' });
    const listed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/admin/profanities',
      headers: staff.headers,
      payload: { search_term: 'crud' },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const refusal = ['The description field contains a word that is not allowed: "crud".'];

    // Staff: a new profane description is refused, naming the word, like the name; nothing is saved.
    const profane = await staffPatch(staff, club.id, { description: 'crud, again' });
    expect(profane.statusCode).toBe(422);
    expect(profane.json().errors.description).toEqual(refusal);
    const name = await staffPatch(staff, club.id, { name: 'Crud Club' });
    expect(name.json().errors.name).toEqual(['The name field contains a word that is not allowed: "Crud".']);
    const stored = await clubCall(testApp, owner, 'GET', `/${club.id}`);
    expect(stored.json().data.description).toBe('what a load of crud');

    // The stored text, sent back unchanged with another setting, does not block it, on either side.
    const fee = await clubCall(testApp, owner, 'PATCH', `/${club.id}`, {
      member_fee: 40,
      description: 'what a load of crud',
    });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json().data.member_fee).toBe(40);
    const staffFee = await staffPatch(staff, club.id, { member_fee: 45, description: 'what a load of crud' });
    expect(staffFee.statusCode, staffFee.body).toBe(200);
    // A changed text is checked again on the player side too.
    const changed = await clubCall(testApp, owner, 'PATCH', `/${club.id}`, { description: 'still crud' });
    expect(changed.json().errors.description).toEqual(refusal);
  });
});

describe('upcoming rounds', () => {
  it('a member shares a round they host; the club lists it until it starts; the host invites a member to it', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const outsider = await createPlayer(testApp, admin, 0);
    const club = await createClub(testApp, owner);
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    await grantMultiplayer(testApp, player.id);
    const round = await createRound(testApp, owner, strokePlay);

    expectError(
      await clubCall(testApp, player, 'POST', `/${club.id}/rounds`, { round_id: round.id }),
      'clubs.round_not_shareable',
    );
    expectError(
      await clubCall(testApp, outsider, 'POST', `/${club.id}/rounds`, { round_id: round.id }),
      'clubs.user_not_member',
    );
    const shared = await clubCall(testApp, owner, 'POST', `/${club.id}/rounds`, { round_id: round.id });
    expect(shared.json().data).toMatchObject([
      { id: round.id, title: 'Club night', host_id: owner.id, player_count: 1 },
    ]);
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/rounds`)).json().data).toHaveLength(1);

    // The club house's invite-to-round is the round's own invite, by display name.
    const invite = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites`,
      headers: owner.headers,
      payload: { display_name: player.displayName },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites/accept`,
      headers: player.headers,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await clubCall(testApp, owner, 'GET', `/${club.id}/rounds`)).json().data[0].player_count).toBe(2);

    expect((await start(testApp, round.id, owner)).statusCode).toBe(200);
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/rounds`)).json().data).toEqual([]);
  });
});
