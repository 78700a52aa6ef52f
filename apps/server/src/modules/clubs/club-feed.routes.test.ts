import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, createClub, createPlayer } from '../../../test/clubs';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { noticesOf } from '../../../test/notifications';
import { createTestUser } from '../../../test/users';

/** The club feed and who may read and moderate it (docs/clubs.md, decisions 0085 and 0086). */
const testApp = await createTestApp();
const admin = await createEconomyAdmin(testApp);
const { moderator } = enums.club_role;
const PRIVATE = enums.round_visibility.private;

async function privateClubWithMember() {
  const owner = await createPlayer(testApp, admin);
  const player = await createPlayer(testApp, admin);
  const club = await createClub(testApp, owner, { visibility: PRIVATE });
  await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: player.id });
  await clubCall(testApp, player, 'POST', `/${club.id}/join`);
  return { owner, player, club };
}

const post = (user: Parameters<typeof clubCall>[1], clubId: number, body: object, locale?: 'en' | 'sv') =>
  clubCall(testApp, user, 'POST', `/${clubId}/posts`, body, locale);

describe('authorization', () => {
  it('nobody outside a private club reads its feed, members or rounds, nor subscribes to its channel', async () => {
    const { club, player } = await privateClubWithMember();
    const outsider = await createPlayer(testApp, admin, 0);
    for (const path of ['posts', 'members', 'rounds'])
      for (const locale of ['en', 'sv'] as const)
        expectError(
          await clubCall(testApp, outsider, 'GET', `/${club.id}/${path}`, undefined, locale),
          'clubs.members_only',
          {
            locale,
          },
        );
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/posts`)).statusCode).toBe(200);
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/members`)).json().data).toHaveLength(2);
    expectError(await post(outsider, club.id, { body: 'hello' }), 'clubs.user_not_member');

    const auth = (user: typeof player) =>
      testApp.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: user.headers,
        payload: { socket_id: '1.2', channel_name: `private-clubs.${club.id}` },
      });
    expect((await auth(player)).statusCode).toBe(200);
    expectError(await auth(outsider), 'realtime.channel_forbidden', {
      params: { channel: `private-clubs.${club.id}` },
    });
    // A pending applicant of a public club is not a member yet either.
    const owner2 = await createPlayer(testApp, admin);
    const club2 = await createClub(testApp, owner2, { accept_without_approval: false });
    await clubCall(testApp, outsider, 'POST', `/${club2.id}/join`);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/broadcasting/auth',
          headers: outsider.headers,
          payload: { socket_id: '1.2', channel_name: `private-clubs.${club2.id}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('only administrators and moderators announce and pin; only administrators assign roles', async () => {
    const { owner, player, club } = await privateClubWithMember();
    for (const locale of ['en', 'sv'] as const)
      expectError(
        await post(player, club.id, { body: 'Listen up', is_announcement: true }, locale),
        'clubs.moderators_only',
        {
          locale,
        },
      );
    const own = (await post(player, club.id, { body: 'First!' })).json().data;
    expectError(
      await clubCall(testApp, player, 'PUT', `/${club.id}/posts/${own.id}/pin`, { pinned: true }),
      'clubs.moderators_only',
    );

    const third = await createTestUser(testApp);
    await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: third.id });
    await clubCall(testApp, third, 'POST', `/${club.id}/join`);
    expect(
      (await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${player.id}/role`, { role: moderator })).statusCode,
    ).toBe(204);
    // A moderator may pin and announce, but not assign roles.
    expectError(
      await clubCall(testApp, player, 'PUT', `/${club.id}/members/${third.id}/role`, { role: moderator }),
      'clubs.cannot_assign_role',
    );
    expect(
      (await clubCall(testApp, player, 'PUT', `/${club.id}/posts/${own.id}/pin`, { pinned: true })).statusCode,
    ).toBe(200);
    const announcement = await post(player, club.id, { body: 'Practice night on Friday', is_announcement: true });
    expect(announcement.statusCode).toBe(201);
    const notes = await testApp.app.inject({ url: '/api/v1/users/me/notifications', headers: third.headers });
    expect(notes.json().data[0]).toMatchObject({
      type: 'club_announcement',
      body: `${player.displayName} in "${club.name}": Practice night on Friday`,
    });
    // Pinned first, then newest.
    const feed = (await clubCall(testApp, third, 'GET', `/${club.id}/posts`)).json().data;
    expect(feed.map((p: { body: string }) => p.body)).toEqual(['First!', 'Practice night on Friday']);
  });
});

describe('announcements', () => {
  it('tell every other member, and commit with their notifications or not at all', async () => {
    const { owner, player, club } = await privateClubWithMember();
    const third = await createTestUser(testApp);
    await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: third.id });
    await clubCall(testApp, third, 'POST', `/${club.id}/join`);
    const db = testApp.database.db;
    // The database refuses the third member's notification: the post and the owner's notification go too.
    await db.execute(
      sql.raw(
        `create function refuse_announcement() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger refuse_announcement before insert on notifications for each row
               when (new.user_id = ${Math.trunc(third.id)}) execute function refuse_announcement()`),
    );
    try {
      expect((await post(owner, club.id, { body: 'Lost on the way', is_announcement: true })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_announcement on notifications'));
      await db.execute(sql.raw('drop function refuse_announcement()'));
    }
    const bodies = async () =>
      (await clubCall(testApp, player, 'GET', `/${club.id}/posts`)).json().data.map((p: { body: string }) => p.body);
    expect(await bodies()).toEqual([]);
    expect(await noticesOf(testApp, player, 'club_announcement')).toEqual([]);

    expect((await post(owner, club.id, { body: 'Club night', is_announcement: true })).statusCode).toBe(201);
    expect(await bodies()).toEqual(['Club night']);
    for (const member of [player, third])
      expect((await noticesOf(testApp, member, 'club_announcement')).map((note) => note.body)).toEqual([
        `${owner.displayName} in "${club.name}": Club night`,
      ]);
    expect(await noticesOf(testApp, owner, 'club_announcement')).toEqual([]);
  });
});

describe('the feed', () => {
  it('refuses a profane post or comment naming the word, in English and Swedish', async () => {
    const { player, club } = await privateClubWithMember();
    const refused = await post(player, club.id, { body: 'What a bullshit putt' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.body).toEqual(['The text field contains a word that is not allowed: "bullshit".']);
    const sv = await post(player, club.id, { body: 'What a bullshit putt' }, 'sv');
    expect(sv.json().errors.body[0]).toContain('"bullshit"');
    const ok = (await post(player, club.id, { body: 'Nice putt' })).json().data;
    const comment = await clubCall(testApp, player, 'POST', `/${club.id}/posts/${ok.id}/comments`, {
      body: 'shit happens',
    });
    expect(comment.json().errors.body).toEqual(['The text field contains a word that is not allowed: "shit".']);
    const fine = await clubCall(testApp, player, 'POST', `/${club.id}/posts/${ok.id}/comments`, { body: 'Thanks' });
    expect(fine.json().data.comments.map((c: { body: string }) => c.body)).toEqual(['Thanks']);
  });

  it('authors and moderators remove posts; other members cannot; staff hide and show them', async () => {
    const { owner, player, club } = await privateClubWithMember();
    const mine = (await post(owner, club.id, { body: 'Owner post' })).json().data;
    expectError(await clubCall(testApp, player, 'DELETE', `/${club.id}/posts/${mine.id}`), 'clubs.cannot_remove_post');
    const theirs = (await post(player, club.id, { body: 'Player post' })).json().data;
    expect((await clubCall(testApp, owner, 'DELETE', `/${club.id}/posts/${theirs.id}`)).statusCode).toBe(204);
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/posts`)).json().meta.total).toBe(1);
    // Removed again by its author, who had not seen it go: done already, not "not found".
    expect((await clubCall(testApp, player, 'DELETE', `/${club.id}/posts/${theirs.id}`)).statusCode).toBe(204);
    expectError(await clubCall(testApp, player, 'DELETE', `/${club.id}/posts/999999`), 'general.not_found');

    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-clubs'] });
    const hide = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${club.id}/posts/${mine.id}/hidden`,
      headers: staff.headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.hidden_at).not.toBeNull();
    expect((await clubCall(testApp, player, 'GET', `/${club.id}/posts`)).json().meta.total).toBe(0);
    // Gone for a member who could not remove it: not found, where before it was "cannot remove".
    expectError(await clubCall(testApp, player, 'DELETE', `/${club.id}/posts/${mine.id}`), 'general.not_found');
    const all = await testApp.app.inject({ url: `/api/v1/admin/clubs/${club.id}/posts`, headers: staff.headers });
    expect(all.json().meta.total).toBe(2);
  });

  it('authors, administrators and moderators remove comments; other members and outsiders cannot', async () => {
    const { owner, player, club } = await privateClubWithMember();
    const third = await createTestUser(testApp);
    await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: third.id });
    await clubCall(testApp, third, 'POST', `/${club.id}/join`);
    const posted = (await post(owner, club.id, { body: 'Who is in for Sunday?' })).json().data;
    const commentBy = async (user: typeof owner, body: string): Promise<number> => {
      const reply = await clubCall(testApp, user, 'POST', `/${club.id}/posts/${posted.id}/comments`, { body });
      return reply.json().data.comments.find((c: { body: string }) => c.body === body).id;
    };
    const remove = (user: typeof owner, commentId: number, locale?: 'en' | 'sv') =>
      clubCall(testApp, user, 'DELETE', `/${club.id}/posts/${posted.id}/comments/${commentId}`, undefined, locale);
    const bodies = (reply: Awaited<ReturnType<typeof remove>>) =>
      reply.json().data.comments.map((c: { body: string }) => c.body);

    const players = await commentBy(player, 'Me');
    const thirds = await commentBy(third, 'Me too');
    for (const locale of ['en', 'sv'] as const)
      expectError(await remove(third, players, locale), 'clubs.cannot_remove_post', { locale });
    const outsider = await createPlayer(testApp, admin, 0);
    expectError(await remove(outsider, players), 'clubs.user_not_member');

    // The author removes their own; the reply is the post as the feed now shows it.
    const own = await remove(player, players);
    expect(own.statusCode, own.body).toBe(200);
    expect(bodies(own)).toEqual(['Me too']);
    // Removed again (a retry, or a moderator a moment later): the same answer, and nothing changes.
    const twice = await remove(player, players);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(bodies(twice)).toEqual(['Me too']);
    expectError(await remove(player, 999_999), 'general.not_found');

    // The administrator, and a moderator, remove other members' comments.
    const byOwner = await remove(owner, thirds);
    expect(bodies(byOwner)).toEqual([]);
    await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${player.id}/role`, { role: moderator });
    const again = await commentBy(third, 'Back again');
    expect(bodies(await remove(player, again))).toEqual([]);
    const feed = (await clubCall(testApp, third, 'GET', `/${club.id}/posts`)).json().data;
    expect(feed[0].comments).toEqual([]);
  });
});

describe('back-office clubs', () => {
  it('lists by created_at descending with the accepted count, edits badge and cover, has no add or delete', async () => {
    const { club } = await privateClubWithMember();
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-clubs'] });
    const list = await testApp.app.inject({ url: '/api/v1/admin/clubs', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: club.id, cached_club_users_count: 2 });
    const created = list.json().data.map((c: { created_at: string }) => c.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const sorted = await testApp.app.inject({
      url: '/api/v1/admin/clubs?sort=cached_club_users_count',
      headers: staff.headers,
    });
    expect(sorted.statusCode).toBe(422);
    const edit = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/clubs/${club.id}`,
      headers: staff.headers,
      payload: { badge: '/files/images/badge.png', cover_image: 'https://example.com/cover.jpg' },
    });
    expect(edit.json().data).toMatchObject({
      badge: '/files/images/badge.png',
      cover_image: 'https://example.com/cover.jpg',
    });
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/v1/admin/clubs', headers: staff.headers, payload: {} }))
        .statusCode,
    ).toBe(405);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/v1/admin/clubs/${club.id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(405);
    const player = await createTestUser(testApp);
    expect((await testApp.app.inject({ url: '/api/v1/admin/clubs', headers: player.headers })).statusCode).toBe(403);
  });
});
