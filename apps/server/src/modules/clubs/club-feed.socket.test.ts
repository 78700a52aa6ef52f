import { describe, expect, it } from 'vitest';
import { clubEvents, enums, realtimeChannels, serverEvents, type ClubPost } from '@golf/contracts';
import { createEconomyAdmin } from '../../../test/economy';
import { startPusherTestApp } from '../../../test/pusher-app';
import { connected, next } from '../../../test/realtime';
import { clubCall, createClub, createPlayer } from '../../../test/clubs';
import { createTestUser } from '../../../test/users';

/**
 * The club feed as a member's open page gets it: stock pusher-js on private-clubs.{id}, signed in
 * as a member; every change to the feed, by members, moderators, staff or a report, arrives live.
 */
const { testApp, pusherFor, publisher } = await startPusherTestApp();
const admin = await createEconomyAdmin(testApp);

async function memberListening() {
  const owner = await createPlayer(testApp, admin);
  const member = await createPlayer(testApp, admin);
  const club = await createClub(testApp, owner, { visibility: enums.round_visibility.private });
  await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: member.id });
  await clubCall(testApp, member, 'POST', `/${club.id}/join`);
  const pusher = pusherFor(member);
  await connected(pusher);
  const channel = pusher.subscribe(realtimeChannels.club(club.id));
  await next(channel, 'pusher:subscription_succeeded');
  return { owner, member, club, channel, pusher };
}

describe('the club feed, live', () => {
  it('a member receives new posts, comments, and removals as they happen', async () => {
    const { owner, club, channel } = await memberListening();
    const created = next<ClubPost>(channel, clubEvents.postCreated);
    const posted = (await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Tee times are up' })).json()
      .data as ClubPost;
    expect(await created).toMatchObject({ id: posted.id, body: 'Tee times are up', comments: [] });

    const updated = next<ClubPost>(channel, clubEvents.postUpdated);
    await clubCall(testApp, owner, 'POST', `/${club.id}/posts/${posted.id}/comments`, { body: 'See you there' });
    expect((await updated).comments.map((comment) => comment.body)).toEqual(['See you there']);

    const removed = next(channel, clubEvents.postRemoved);
    await clubCall(testApp, owner, 'DELETE', `/${club.id}/posts/${posted.id}`);
    expect(await removed).toEqual({ club_id: club.id, post_id: posted.id });
  });

  it('a comment its author or an administrator removes leaves every member’s open feed at once', async () => {
    const { owner, member, club, channel } = await memberListening();
    const posted = (await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Range day' })).json()
      .data as ClubPost;
    const comment = async (user: typeof owner, body: string) => {
      const live = next<ClubPost>(channel, clubEvents.postUpdated);
      const reply = (await clubCall(testApp, user, 'POST', `/${club.id}/posts/${posted.id}/comments`, { body })).json()
        .data as ClubPost;
      await live;
      return reply.comments.find((c) => c.body === body)!.id;
    };
    const mine = await comment(member, 'Count me in');
    const owners = await comment(owner, 'Bring balls');

    // The member's own removal, and the administrator's of theirs: each arrives as the post without it.
    const withoutMine = next<ClubPost>(channel, clubEvents.postUpdated);
    await clubCall(testApp, member, 'DELETE', `/${club.id}/posts/${posted.id}/comments/${mine}`);
    expect((await withoutMine).comments.map((c) => c.id)).toEqual([owners]);
    const withoutOwners = next<ClubPost>(channel, clubEvents.postUpdated);
    await clubCall(testApp, owner, 'DELETE', `/${club.id}/posts/${posted.id}/comments/${owners}`);
    expect(await withoutOwners).toMatchObject({ id: posted.id, comments: [] });
  });

  it('a comment staff hide leaves the member’s open feed at once, and comes back when shown', async () => {
    const { owner, club, channel } = await memberListening();
    const posted = (await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Course news' })).json()
      .data as ClubPost;
    // The comment's own update reaches the member first, so the next one is the hiding's.
    const commentedLive = next<ClubPost>(channel, clubEvents.postUpdated);
    const commented = (
      await clubCall(testApp, owner, 'POST', `/${club.id}/posts/${posted.id}/comments`, { body: 'Rude words' })
    ).json().data as ClubPost;
    await commentedLive;
    const commentId = commented.comments[0]!.id;
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-clubs'] });
    const hide = (hidden: boolean) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/clubs/${club.id}/posts/${posted.id}/comments/${commentId}/hidden`,
        headers: staff.headers,
        payload: { hidden },
      });

    const withoutIt = next<ClubPost>(channel, clubEvents.postUpdated);
    expect((await hide(true)).statusCode).toBe(200);
    expect((await withoutIt).comments).toEqual([]);

    const withIt = next<ClubPost>(channel, clubEvents.postUpdated);
    await hide(false);
    expect((await withIt).comments.map((comment) => comment.id)).toEqual([commentId]);
  });

  it('a comment hidden through an abuse report leaves the member’s open feed at once', async () => {
    const { owner, member, club, channel } = await memberListening();
    const posted = (await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Results' })).json()
      .data as ClubPost;
    const commentedLive = next<ClubPost>(channel, clubEvents.postUpdated);
    const commented = (
      await clubCall(testApp, owner, 'POST', `/${club.id}/posts/${posted.id}/comments`, { body: 'Spam link' })
    ).json().data as ClubPost;
    await commentedLive;
    const report = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: member.headers,
      payload: { entity_type: 'comment', entity_id: commented.comments[0]!.id, type: 40 },
    });
    expect(report.statusCode, report.body).toBe(201);
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'view-reports'] });
    const withoutIt = next<ClubPost>(channel, clubEvents.postUpdated);
    const hidden = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${report.json().data.id}/hide`,
      headers: staff.headers,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await withoutIt).comments).toEqual([]);
  });

  it('a member who is removed, or leaves, hears nothing more on the channel they had joined', async () => {
    for (const departure of ['removed', 'left'] as const) {
      const { owner, member, club, channel, pusher } = await memberListening();
      const stayer = await createPlayer(testApp, admin);
      await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: stayer.id });
      await clubCall(testApp, stayer, 'POST', `/${club.id}/join`);
      const stayerPusher = pusherFor(stayer);
      await connected(stayerPusher);
      const stayerChannel = stayerPusher.subscribe(realtimeChannels.club(club.id));
      await next(stayerChannel, 'pusher:subscription_succeeded');
      // The member's own channel, on the same socket: what reaches it after the post comes after the post would.
      const own = pusher.subscribe(realtimeChannels.user(member.id));
      await next(own, 'pusher:subscription_succeeded');
      const heard: unknown[] = [];
      channel.bind(clubEvents.postCreated, (post: unknown) => heard.push(post));

      const response =
        departure === 'removed'
          ? await clubCall(testApp, owner, 'DELETE', `/${club.id}/members/${member.id}`)
          : await clubCall(testApp, member, 'DELETE', `/${club.id}/members/${member.id}`);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const stayerHeard = next<ClubPost>(stayerChannel, clubEvents.postCreated);
      await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Members only' });
      expect((await stayerHeard).body).toBe('Members only');
      const marker = next(own, serverEvents.friendsUpdated);
      await publisher.publish(realtimeChannels.user(member.id), serverEvents.friendsUpdated, { user_id: owner.id });
      await marker;
      expect(heard, departure).toEqual([]);
    }
  });
});
