import { describe, expect, it } from 'vitest';
import { realtimeChannels, tournamentEvents, type Entrant, type TournamentSummary } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { createEconomyAdmin, staffActionsOf } from '../../../test/economy';
import { demoCourses } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  publish,
  tournamentBody,
  tournamentNotices,
} from '../../../test/tournaments';
import type { TestUser } from '../../../test/users';

/** Staff cancel with a reason (docs/tournaments.md#status): who sees it, where the tournament is listed after. */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);
const REASON = 'The simulator bay is closed for repairs.';

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const detail = async (id: number, player?: TestUser) =>
  (await api('GET', `/tournaments/events/${id}`, player?.headers ?? {})).json().data;

async function listed(tab: string, player?: TestUser): Promise<TournamentSummary[]> {
  const res = await api('GET', `/tournaments/events?tab=${tab}&per_page=100`, player?.headers ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A published tournament (fee 100) with an entrant who stays and one who withdrew. */
async function withEntrants() {
  const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
  await publish(testApp, staff, id);
  const [stayer, leaver] = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
  for (const player of [stayer, leaver]) expect((await enter(testApp, id, player)).statusCode).toBe(200);
  expect((await api('POST', `/tournaments/${id}/withdraw`, leaver.headers)).statusCode).toBe(200);
  return { id, stayer, leaver };
}

describe('cancelling a tournament', () => {
  it('keeps the reason for the page, the notification, the staff model and the activity log', async () => {
    const { id, stayer } = await withEntrants();
    const cancel = await api('POST', `/tournaments/${id}/cancel`, staff.headers, { reason: `  ${REASON}  ` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancellation_reason: REASON });
    // A second cancel changes nothing, the reason included.
    await api('POST', `/tournaments/${id}/cancel`, staff.headers, { reason: 'Another reason' });

    // The entrant's page says it was cancelled, why, and still shows their (refunded) entry.
    expect(await detail(id, stayer)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: REASON,
      my_entry: { status: 'entered', fee_paid: 100 },
    });
    // Everyone reads the reason, signed in or not.
    expect((await detail(id)).cancellation_reason).toBe(REASON);

    expect(await tournamentNotices(testApp, stayer)).toEqual([
      expect.objectContaining({
        type: 'tournament_cancelled',
        body: `The tournament "Spring Open" was cancelled. Your entry fee was paid back. Reason: ${REASON}`,
        data: expect.objectContaining({ refunded: true, reason: REASON }),
      }),
    ]);
    expect(await staffActionsOf(testApp, 'tournaments.cancelled', { type: 'tournament', id })).toMatchObject([
      { actor_id: staff.id, properties: { refunds: 1, reason: REASON } },
    ]);
    // Open pages hear of it once, and read the tournament again.
    const changes = fanout
      .events(realtimeChannels.tournament(id))
      .filter((e) => e.event === tournamentEvents.statusChanged)
      .map((e) => e.payload);
    expect(changes.at(-1)).toEqual({ tournament_id: id, status: 'cancelled' });
    expect(changes.filter((p) => (p as { status: string }).status === 'cancelled')).toHaveLength(1);
  });

  it('without a reason stores none', async () => {
    const { id } = await withEntrants();
    expect((await api('POST', `/tournaments/${id}/cancel`, staff.headers, { reason: '   ' })).statusCode).toBe(200);
    expect((await detail(id)).cancellation_reason).toBeNull();
    expect((await api('GET', `/tournaments/${id}`, staff.headers)).json().data.cancellation_reason).toBeNull();
  });

  it("lists it under finished and the entrant's mine, not under upcoming or live", async () => {
    const { id, stayer, leaver } = await withEntrants();
    expect((await listed('mine', stayer)).map((t) => t.id)).toContain(id);
    expect((await api('POST', `/tournaments/${id}/cancel`, staff.headers, {})).statusCode).toBe(200);

    const mine = await listed('mine', stayer);
    expect(mine.find((t) => t.id === id)).toMatchObject({ status: 'cancelled', entered: true });
    expect((await listed('finished')).find((t) => t.id === id)).toMatchObject({ status: 'cancelled' });
    expect((await listed('upcoming')).some((t) => t.id === id)).toBe(false);
    expect((await listed('live')).some((t) => t.id === id)).toBe(false);
    // Withdrawn before the cancel: not theirs.
    expect((await listed('mine', leaver)).some((t) => t.id === id)).toBe(false);
  });

  it('shows staff which entries were refunded, and when', async () => {
    const { id, stayer, leaver } = await withEntrants();
    const entrants = async () =>
      new Map(
        ((await api('GET', `/tournaments/${id}/entrants`, staff.headers)).json().data as Entrant[]).map((e) => [
          e.user_id,
          e,
        ]),
      );
    const before = await entrants();
    expect(before.get(stayer.id)).toMatchObject({ status: 'entered', refunded_at: null });
    expect(before.get(leaver.id)?.withdrawn_at).toEqual(expect.any(String));
    expect(before.get(leaver.id)).toMatchObject({
      status: 'withdrawn',
      refunded_at: before.get(leaver.id)?.withdrawn_at,
    });
    const cancelled = (await api('POST', `/tournaments/${id}/cancel`, staff.headers, {})).json().data;
    expect((await entrants()).get(stayer.id)).toMatchObject({
      status: 'entered',
      refunded_at: cancelled.cancelled_at,
    });
  });
});

describe('entries on the public channel', () => {
  it('an entry and a withdrawal each tell open pages, which read the entrant count again', async () => {
    const { id, stayer, leaver } = await withEntrants();
    const entryEvents = fanout
      .events(realtimeChannels.tournament(id))
      .filter((e) => e.event === tournamentEvents.leaderboardUpdated)
      .map((e) => e.payload as { reason: string; user_id: number | null });
    expect(entryEvents).toEqual([
      expect.objectContaining({ reason: 'entry', user_id: stayer.id }),
      expect.objectContaining({ reason: 'entry', user_id: leaver.id }),
      expect.objectContaining({ reason: 'entry', user_id: leaver.id }),
    ]);
    expect((await detail(id)).entrant_count).toBe(1);
  });
});
