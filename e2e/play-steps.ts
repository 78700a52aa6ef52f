/** What the in-round browser tests share: demo courses, rounds through the API, the play screen and a swing. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { enums, type CourseDetail, type CourseSummary } from '@golf/contracts';
import type { HoleDefinition } from '@golf/golf';
import { api, signInWeb, type Player } from './accounts';
import { baseUrl } from './browser';

/** A default course of the demo data of the given course_type (regular, driving range). */
export async function defaultCourse(token: string, courseType: number): Promise<CourseSummary> {
  const list = await api<{ data: CourseSummary[] }>('GET', '/api/v1/courses?per_page=50', { token });
  expect(list.status).toBe(200);
  const course = list.body.data.find((c) => c.is_default && c.course_type === courseType);
  if (!course) throw new Error(`no default course of type ${courseType} in the demo data`);
  return course;
}

/** The geometry is the golf package's hole model, which the course reply carries as an open record. */
const frontTeeLength = (geometry: CourseDetail['holes'][number]['geometry']) =>
  (geometry as unknown as HoleDefinition).tees[enums.teeing_type.front].lengthCm;

/** The shortest holes of a default course from the front tee: quick to play in a browser test. */
export async function shortHoles(token: string, count: number): Promise<{ courseId: number; holes: number[] }> {
  const course = await defaultCourse(token, enums.course_type.regular);
  const detail = await api<{ data: CourseDetail }>('GET', `/api/v1/courses/${course.id}`, { token });
  const holes = [...detail.body.data.holes]
    .sort((a, b) => frontTeeLength(a.geometry) - frontTeeLength(b.geometry))
    .slice(0, count)
    .map((hole) => hole.number);
  return { courseId: course.id, holes };
}

export async function createRound(token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await api<{ data: { id: number } }>('POST', '/api/v1/rounds', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.id;
}

/**
 * A round on the `count` shortest holes of a default course from the front tee (quick to play),
 * with `settings` (title, game_mode, max_players, …) on top.
 */
export async function shortRound(
  token: string,
  count: number,
  settings: Record<string, unknown>,
): Promise<{ roundId: number; holes: number[] }> {
  const { courseId, holes } = await shortHoles(token, count);
  const roundId = await createRound(token, {
    course_id: courseId,
    hole_group: enums.hole_group.custom,
    holes,
    tee: enums.teeing_type.front,
    ...settings,
  });
  return { roundId, holes };
}

export async function openRound(context: BrowserContext, player: Player, roundId: number): Promise<Page> {
  await signInWeb(context, player);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/rounds/${roundId}`);
  await page.getByTestId('round-play').waitFor();
  return page;
}

export const playState = (page: Page) => page.getByTestId('round-play').getAttribute('data-state');

/**
 * One swing with the suggested club and power, until the ball has come to rest on the map: until the
 * "in flight" notice has gone once more (counted by an observer: with reduced motion it may show for a
 * single frame). Returns false, without swinging, when the round ends before the button is back: the
 * last shot has landed before the round's new state arrives.
 */
export async function swing(page: Page): Promise<boolean> {
  const button = page.getByTestId('swing');
  const ready = async () =>
    (await button.count()) > 0 && (await button.isEnabled({ timeout: 1_000 }).catch(() => false));
  const roundOver = async () =>
    (await page
      .getByTestId('round-play')
      .getAttribute('data-state', { timeout: 1_000 })
      .catch(() => 'ongoing')) !== 'ongoing';
  await expect.poll(async () => (await ready()) || (await roundOver()), { timeout: 10_000 }).toBe(true);
  if (!(await ready())) return false;
  const landed = await page.evaluate(() => {
    const counter = window as unknown as { e2eLandedShots?: number };
    if (counter.e2eLandedShots === undefined) {
      counter.e2eLandedShots = 0;
      const inFlight = (node: Node) =>
        node instanceof Element &&
        (node.matches('[data-testid="shot-in-flight"]') || node.querySelector('[data-testid="shot-in-flight"]'));
      new MutationObserver((changes) => {
        for (const change of changes) counter.e2eLandedShots! += [...change.removedNodes].filter(inFlight).length;
      }).observe(document.body, { childList: true, subtree: true });
    }
    return counter.e2eLandedShots;
  });
  await button.click();
  await page.waitForFunction(
    (before) => (window as unknown as { e2eLandedShots: number }).e2eLandedShots > before,
    landed,
    { timeout: 15_000 },
  );
  return true;
}

/**
 * One stroke through the API, as the game reports it, with launch figures shot integrity accepts:
 * the ball at rest 50 m from the hole on the fairway, or holed.
 */
export const apiStroke = (token: string, roundId: number, hole: number, holed: boolean) =>
  api('POST', `/api/v1/rounds/${roundId}/strokes`, {
    token,
    body: {
      id: randomUUID(),
      hole,
      club: 10,
      surface_type: holed ? 30 : 50,
      distance_to_hole: holed ? 0 : 5000,
      hole_completed: holed,
      ball_speed: 60,
      launch_angle: 12,
      azimuth: 1,
      back_spin: 3000,
      side_spin: -200,
      carry: 20000,
      total_distance: holed ? 20300 : 22000,
    },
  });
