import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  courseHoles,
  courses,
  gameIdentifiers,
  hardwareDevices,
  roundPlayers,
  userFeatureUnlocks,
} from '../src/db/schema';
import type { TestApp } from './app';
import type { TestUser } from './users';

/**
 * The default demo courses (every player has them) by type: three regular 18-hole courses (by
 * title) and the driving range. The championship courses, which are not default, are left out.
 */
export async function demoCourses(testApp: TestApp) {
  const rows = await testApp.database.db
    .select()
    .from(courses)
    .where(eq(courses.isDefault, true))
    .orderBy(asc(courses.title));
  const regular = rows.filter((c) => c.courseType === 10);
  const range = rows.find((c) => c.courseType === 20)!;
  return { regular, range };
}

export async function holesOf(testApp: TestApp, courseId: number) {
  return testApp.database.db
    .select()
    .from(courseHoles)
    .where(eq(courseHoles.courseId, courseId))
    .orderBy(asc(courseHoles.number));
}

/** Gives the user the multiplayer feature (needed to be invited). */
export async function grantMultiplayer(testApp: TestApp, userId: number) {
  await testApp.database.db.insert(userFeatureUnlocks).values({ userId, feature: 'multiplayer', entityType: 'admin' });
}

/** Registers a device for the user; returns its id. */
export async function addDevice(testApp: TestApp, userId: number, hardwareVersion: string) {
  const [row] = await testApp.database.db
    .insert(gameIdentifiers)
    .values({ userId, uuid: randomUUID(), softwareVersion: '1.0', hardwareVersion, hardwareKey: 'key' })
    .returning({ id: gameIdentifiers.id });
  return row!.id;
}

/** A hardware device staff added, so a round may be restricted to it (idempotent by hardware_version). */
export async function addHardwareDevice(testApp: TestApp, hardwareVersion: string, title = hardwareVersion) {
  await testApp.database.db.insert(hardwareDevices).values({ title, hardwareVersion }).onConflictDoNothing();
}

export async function setDefault(testApp: TestApp, courseId: number, isDefault: boolean) {
  await testApp.database.db
    .update(courses)
    .set({ isDefault })
    .where(and(eq(courses.id, courseId)));
}

/** Creates a round through the API (201 expected) and returns it. */
export async function createRound(testApp: TestApp, host: TestUser, body: Record<string, unknown>) {
  const res = await testApp.app.inject({ method: 'POST', url: '/api/v1/rounds', headers: host.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    join_code: string | null;
    holes: number[];
    players: unknown[];
    restrict_hardware: string | null;
  };
}

export async function join(testApp: TestApp, roundId: number, user: TestUser, body: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/rounds/${roundId}/join`,
    headers: user.headers,
    payload: body,
  });
}

export async function start(testApp: TestApp, roundId: number, user: TestUser) {
  return testApp.app.inject({ method: 'POST', url: `/api/v1/rounds/${roundId}/start`, headers: user.headers });
}

export interface StrokeInput {
  hole: number;
  id?: string;
  user_id?: number;
  surface_type?: number;
  distance_to_hole?: number;
  hole_completed?: boolean;
  club?: number;
  mulligan?: boolean;
  extra_stroke?: number;
  num_stroke_reason?: number;
  stroke_rule?: number;
  [key: string]: unknown;
}

export async function stroke(testApp: TestApp, roundId: number, user: TestUser, input: StrokeInput) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/rounds/${roundId}/strokes`,
    headers: user.headers,
    payload: { id: randomUUID(), ...input },
  });
}

/**
 * Plays a hole in `score` strokes: drives, approaches to the green, then putts; the last holes out.
 * Each stroke must be accepted.
 */
export async function playHole(testApp: TestApp, roundId: number, user: TestUser, hole: number, score: number) {
  for (let n = 1; n <= score; n++) {
    const last = n === score;
    const onGreen = n >= score - 1 && n > 1;
    const surface = last ? 30 : onGreen || n === score - 2 ? 30 : 50;
    const res = await stroke(testApp, roundId, user, {
      hole,
      club: onGreen ? 140 : n === 1 ? 10 : 90,
      surface_type: surface,
      distance_to_hole: last ? 0 : onGreen ? 300 : 5000,
      hole_completed: last,
      ball_speed: 60,
      launch_angle: 12,
      azimuth: 1,
      back_spin: 3000,
      side_spin: -200,
      // Consistent with the ball flight of this launch (carry 189 m; total 219–225 m on the fairway,
      // 198–208 m landing on a green, by green speed and elevation), so shot integrity flags none.
      carry: 20000,
      total_distance: surface === 30 ? 20300 : 22000,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/**
 * Holds the player's row locked, as a stroke still being recorded does, until `release()`; resolves
 * once the lock is taken. `done` settles when the holding transaction ends.
 */
export async function holdPlayerRow(testApp: TestApp, roundId: number, userId: number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = testApp.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select 1 from ${roundPlayers} where ${roundPlayers.roundId} = ${roundId} and ${roundPlayers.userId} = ${userId} for update`,
    );
    locked();
    await held;
  });
  await isLocked;
  return { release, done };
}
