import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { distance } from '@golf/golf';
import { createMemoryFanout } from '../../../realtime/fanout';
import { createPublisher } from '../../../realtime/publisher';
import { createTestUser } from '../../../../test/users';
import { createStrokesRepository } from '../strokes/strokes.repository';
import { createStrokesService } from '../strokes/strokes.service';
import { createLaunchesRepository } from './launches.repository';
import { createLaunchesService } from './launches.service';
import {
  createLaunchesFixture,
  definition,
  FRONT,
  puttShortOf,
  teeShotOntoGreen,
  type LaunchData,
} from './launches.fixture';

const { testApp, pinewood, startedRound, pinewoodHoles, dryPar3 } = await createLaunchesFixture();

describe('playForPlayer (the launch-monitor connector)', () => {
  const { db } = testApp.database;
  const launches = createLaunchesService({
    strokes: createStrokesService({
      db,
      strokes: createStrokesRepository(db),
      publisher: createPublisher(createMemoryFanout()),
      playerFinished: { record: async () => false, announce: () => {} },
    }),
    launches: createLaunchesRepository(db),
  });
  const data = { ball_speed: 40, launch_angle: 20, azimuth: 0, back_spin: 6000, side_spin: 0 };

  it('plays in the round the player is playing, or refuses when there is none', async () => {
    const idle = await createTestUser(testApp);
    await expect(launches.playForPlayer(idle.id, { id: randomUUID(), ...data })).rejects.toMatchObject({
      key: 'strokes.no_ongoing_round',
    });
    const { round, host } = await startedRound(pinewood.id, [1]);
    const result = await launches.playForPlayer(host.id, { id: randomUUID(), ...data });
    expect(result.created).toBe(true);
    expect(result.stroke).toMatchObject({ round_id: round.id, user_id: host.id, hole_strokes: 1 });
    await expect(launches.playForPlayer(host.id, { id: 'not-a-uuid', ...data })).rejects.toMatchObject({
      key: 'general.validation_failed',
    });
  });

  it("says how far the next shot is from the pin: the ball's lie, the next hole's tee, then nothing", async () => {
    const first = definition(dryPar3);
    const second = definition(pinewoodHoles.find((h) => h.number !== first.number)!);
    const { host } = await startedRound(pinewood.id, [first.number, second.number], { gimme_distance: 600 });
    const connector = (body: LaunchData, club = 70) =>
      launches.playForPlayer(host.id, { id: randomUUID(), club, ...body });

    const teeShot = await connector(teeShotOntoGreen(first));
    expect(teeShot.stroke.hole_completed).toBe(false);
    expect(teeShot.nextShotToPinCm).toBe(Math.round(distance(teeShot.shot.next_position, first.pin)));
    const gimme = await connector(puttShortOf(first, teeShot.shot.next_position), 140);
    expect(gimme.stroke).toMatchObject({ hole_completed: true, next_hole: second.number });
    expect(gimme.nextShotToPinCm).toBe(Math.round(distance(second.tees[FRONT].position, second.pin)));

    const { host: last } = await startedRound(pinewood.id, [first.number], { gimme_distance: 600 });
    const onGreen = await launches.playForPlayer(last.id, { id: randomUUID(), club: 70, ...teeShotOntoGreen(first) });
    const done = await launches.playForPlayer(last.id, {
      id: randomUUID(),
      club: 140,
      ...puttShortOf(first, onGreen.shot.next_position),
    });
    expect(done.stroke).toMatchObject({ hole_completed: true, next_hole: null });
    expect(done.nextShotToPinCm).toBeNull();
  });
});
