import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, createClub, createPlayer } from '../../../test/clubs';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser } from '../../../test/users';

/** Reports on the clubs module's content: posts and comments can be hidden, clubs are shown. */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'view-reports'] });

const report = (user: { headers: Record<string, string> }, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/reports', headers: user.headers, payload });
const act = (id: number, action: string) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/reports/${id}/${action}`, headers: staff.headers });

describe('reports on club content', () => {
  it('a reported post is shown to staff, hidden from the feed when staff hide it, and the reporter is told', async () => {
    const owner = await createPlayer(testApp, admin);
    const member = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    await clubCall(testApp, member, 'POST', `/${club.id}/join`);
    const posted = await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Buy cheap coins here' });
    expect(posted.statusCode, posted.body).toBe(201);
    const postId = posted.json().data.id as number;

    const filed = await report(member, { entity_type: 'post', entity_id: postId, type: 40 });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().data.id as number;
    const detail = await app.inject({ url: `/api/v1/admin/reports/${id}`, headers: staff.headers });
    expect(detail.json().data).toMatchObject({
      reported_user_id: owner.id,
      content: { title: club.name, body: 'Buy cheap coins here', author_id: owner.id, can_hide: true, hidden: false },
    });

    const hidden = await act(id, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 20, content: { hidden: true } });
    const feed = await clubCall(testApp, member, 'GET', `/${club.id}/posts`);
    expect(feed.json().data.map((p: { id: number }) => p.id)).not.toContain(postId);
    expect(fanout.events(realtimeChannels.club(club.id)).map((e) => e.event)).toContain('club.post-removed');
    const told = fanout
      .events(realtimeChannels.user(member.id))
      .filter((e) => e.event === serverEvents.notificationCreated)
      .map((e) => (e.payload as { type: string }).type);
    expect(told).toContain('report_handled');
    expectError(await act(id, 'hide'), 'other.report_already_handled');
  });

  it('a club and a comment can be reported; a club cannot be hidden', async () => {
    const owner = await createPlayer(testApp, admin);
    const member = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    await clubCall(testApp, member, 'POST', `/${club.id}/join`);
    const postId = (await clubCall(testApp, owner, 'POST', `/${club.id}/posts`, { body: 'Welcome' })).json().data
      .id as number;
    const commented = await clubCall(testApp, owner, 'POST', `/${club.id}/posts/${postId}/comments`, {
      body: 'Spam spam',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const commentId = (commented.json().data.comments as { id: number }[]).at(-1)!.id;

    const onComment = await report(member, { entity_type: 'comment', entity_id: commentId, type: 40 });
    expect(onComment.statusCode, onComment.body).toBe(201);
    expect((await act(onComment.json().data.id, 'hide')).json().data.content).toMatchObject({ hidden: true });

    const onClub = await report(member, { entity_type: 'club', entity_id: club.id, type: 30 });
    expect(onClub.statusCode, onClub.body).toBe(201);
    expectError(await act(onClub.json().data.id, 'hide'), 'other.report_cannot_hide');
    expect((await act(onClub.json().data.id, 'dismiss')).json().data.status).toBe(30);
  });
});
