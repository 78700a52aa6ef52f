import { SurfaceType } from '../course';
import { type HoleResult, isHoledOut } from '../scoring/hole-result';
import { Club } from '../rules/stroke-reasons';
import { type ClubDistanceSummary, summariseClubDistances } from './club-distances';
import { type Centimetres, centimetres } from '../units';
import { ratio } from './summary';

/**
 * Player statistics over any set of holes (one round, a course, a period).
 *
 * Definitions (the usual ones of tour statistics, adapted to simulator data):
 * - fairway hit: on a par 4 or 5, the tee shot (stroke 1) finishes on the fairway without a
 *   penalty (a tee shot into a penalty area whose dropped ball lies on the fairway is a miss);
 * - green in regulation: the ball is on the green (or holed) with a stroke
 *   numbered par - 2 or less, penalty strokes included in the numbering;
 * - putts: strokes from the green plus added gimme putts (as counted in `HoleResult.putts`), per
 *   hole and per 18 holes (per hole × 18), so a 9-hole round counts as half a round and the
 *   average does not fall because some rounds were short;
 * - scrambling: of the holes that missed the green in regulation, the share
 *   finished in par or better (a picked-up hole is a failed attempt);
 * - sand save: of the holes with a stroke from a greenside bunker (a bunker
 *   within `GREENSIDE_BUNKER_MAX_CM` of the hole), the share holed out with
 *   at most one more stroke after the last such bunker stroke;
 * - average drive: total distance of tee shots with the driver on par 4 and 5;
 * - per club: carry, total and lateral averages with dispersion, from every
 *   stroke not played from the green.
 * Only the completed holes in `holes` count: strokes on other holes (not
 * completed, or not given) are left out of every figure, drives and clubs too.
 */

/** A bunker shot from this close to the hole (cm) is a greenside bunker shot. */
export const GREENSIDE_BUNKER_MAX_CM = centimetres(3000);

/** One stroke made, as statistics need it. Distances in whole centimetres. */
export interface StatisticsStroke {
  readonly roundId: string;
  readonly holeNumber: number;
  readonly par: number;
  /** The stroke's number on the hole, counting earlier penalty strokes: 1 is the tee shot. */
  readonly strokeNumber: number;
  /** Spec enumeration clubs: driver 10 .. putter 140. */
  readonly club: number;
  readonly surfaceBefore: SurfaceType;
  readonly surfaceAfter: SurfaceType;
  readonly distanceToHoleBeforeCm: Centimetres;
  readonly carryCm: Centimetres;
  readonly totalDistanceCm: Centimetres;
  /** + right, - left of the target line. */
  readonly lateralCm: Centimetres;
  readonly holed: boolean;
  /**
   * The stroke incurred a penalty (out of bounds, penalty area, unplayable, extra strokes):
   * `surfaceAfter` is then where the ball was dropped or replayed from, and a penalised tee
   * shot is no fairway hit.
   */
  readonly penalised: boolean;
}

/** A completed hole's result, with its round and par. */
export interface StatisticsHole extends HoleResult {
  readonly roundId: string;
  readonly par: number;
}

export interface StatisticsRate {
  readonly made: number;
  readonly attempts: number;
  /** made / attempts, 0..1; null without attempts. */
  readonly rate: number | null;
}

export interface PlayerStatistics {
  readonly rounds: number;
  readonly holes: number;
  readonly fairwaysHit: StatisticsRate;
  readonly greensInRegulation: StatisticsRate;
  readonly putts: {
    readonly total: number;
    readonly perHole: number | null;
    /** Putts per 18 holes: per hole × 18, whatever the rounds' lengths (null without holes). */
    readonly per18Holes: number | null;
  };
  readonly scrambling: StatisticsRate;
  readonly sandSaves: StatisticsRate;
  readonly averageDriveCm: Centimetres | null;
  readonly drives: number;
  readonly clubs: readonly ClubDistanceSummary[];
}

/** Holes in a full round: the putts figure is given per 18 holes. */
export const HOLES_PER_ROUND = 18;

/**
 * Putts in total, per hole and per 18 holes. Per 18 holes is per hole scaled to a full round (not
 * putts divided by rounds), so 21 putts over 9 holes and 42 over 18 count alike: 42, not 31.5.
 */
export function puttsFigures(putts: number, holes: number): PlayerStatistics['putts'] {
  const perHole = ratio(putts, holes);
  return { total: putts, perHole, per18Holes: perHole === null ? null : perHole * HOLES_PER_ROUND };
}

const rate = (made: number, attempts: number): StatisticsRate => ({ made, attempts, rate: ratio(made, attempts) });
const holeKey = (roundId: string, holeNumber: number) => `${roundId}\u0000${holeNumber}`;

/** A par 4 or 5: the holes with a fairway to hit and a drive to measure. */
const hasFairway = (par: number) => par === 4 || par === 5;

/**
 * Statistics over the completed holes in `holes` and the strokes made on them (strokes on other holes
 * are ignored). A match-play hole won because the opponent picked up (`awarded`) is not one the player
 * completed, as for the totals and the handicap: it may not have been played at all.
 */
export function playerStatistics({
  holes,
  strokes,
}: {
  readonly holes: readonly StatisticsHole[];
  readonly strokes: readonly StatisticsStroke[];
}): PlayerStatistics {
  const completed = holes.filter((hole) => hole.completion !== null && hole.completion !== 'awarded');
  const completedKeys = new Set(completed.map((hole) => holeKey(hole.roundId, hole.holeNumber)));
  const counted: StatisticsStroke[] = [];
  const strokesByHole = new Map<string, StatisticsStroke[]>();
  for (const stroke of strokes) {
    const key = holeKey(stroke.roundId, stroke.holeNumber);
    if (!completedKeys.has(key)) continue;
    counted.push(stroke);
    const list = strokesByHole.get(key);
    if (list) list.push(stroke);
    else strokesByHole.set(key, [stroke]);
  }

  let fairways = 0;
  let fairwayChances = 0;
  let gir = 0;
  let scrambles = 0;
  let scrambleChances = 0;
  let sandSaves = 0;
  let sandChances = 0;
  let putts = 0;
  for (const hole of completed) {
    const played = (strokesByHole.get(holeKey(hole.roundId, hole.holeNumber)) ?? []).sort(
      (a, b) => a.strokeNumber - b.strokeNumber,
    );
    putts += hole.putts;
    if (hasFairway(hole.par)) {
      fairwayChances += 1;
      if (played.some((s) => s.strokeNumber === 1 && !s.penalised && s.surfaceAfter === SurfaceType.fairway))
        fairways += 1;
    }
    const holedOut = isHoledOut(hole.completion);
    const inRegulation = played.some(
      (s) => s.strokeNumber <= hole.par - 2 && (s.surfaceAfter === SurfaceType.green || s.holed),
    );
    if (inRegulation) gir += 1;
    else {
      scrambleChances += 1;
      if (holedOut && hole.strokes <= hole.par) scrambles += 1;
    }
    const lastBunkerShot = played.findLast(
      (s) => s.surfaceBefore === SurfaceType.bunker && s.distanceToHoleBeforeCm <= GREENSIDE_BUNKER_MAX_CM,
    );
    if (lastBunkerShot !== undefined) {
      sandChances += 1;
      if (holedOut && hole.strokes - lastBunkerShot.strokeNumber <= 1) sandSaves += 1;
    }
  }

  const drives = counted.filter(
    (s) => s.strokeNumber === 1 && s.club === Club.driver && hasFairway(s.par) && s.surfaceBefore === SurfaceType.tee,
  );
  const rounds = new Set(completed.map((hole) => hole.roundId)).size;
  return {
    rounds,
    holes: completed.length,
    fairwaysHit: rate(fairways, fairwayChances),
    greensInRegulation: rate(gir, completed.length),
    putts: puttsFigures(putts, completed.length),
    scrambling: rate(scrambles, scrambleChances),
    sandSaves: rate(sandSaves, sandChances),
    averageDriveCm:
      drives.length === 0 ? null : centimetres(drives.reduce((sum, s) => sum + s.totalDistanceCm, 0) / drives.length),
    drives: drives.length,
    clubs: summariseClubDistances(counted.filter((s) => s.surfaceBefore !== SurfaceType.green)),
  };
}
