import type { HoleResult } from '../scoring/hole-result';
import { GameMode } from '../scoring/hole-result';
import { centimetres } from '../units';
import { gimmeRule } from './gimme';

/**
 * Whether a finished round may update the player's Handicap Index.
 *
 * Real simulator platforms publish a rule of this kind (GSPro, for example,
 * counts rounds only with limited gimmes and no mulligans). Ours:
 * - game mode stroke play or match play, on a rated course;
 * - exactly 9 or 18 holes, every one completed (holed, gimme, conceded
 *   stroke or picked up - a picked-up hole counts at net double bogey);
 * - no mulligan taken;
 * - gimmes no more generous than a 60 cm radius (gimme_distance 300, 450 or
 *   600 mm; "inside two feet", which nearly every golfer holes anyway).
 *   Second-putt gimmes and automatic putting do not qualify;
 * - no stroke flagged (for example by the game or a moderator);
 * - not played offline: nobody can tell which offline rounds were abandoned and never sent, so
 *   one could be picked from several (docs/decisions/0091).
 */
export const HANDICAP_MAX_GIMME_CM = centimetres(60);

export interface HandicapEligibilityInput {
  /** The round's game_mode. */
  readonly gameMode: number;
  /** Whether the course has a Course Rating and Slope Rating for the tee played. */
  readonly courseRated: boolean;
  /** Holes in the round (hole_group). */
  readonly roundHoleCount: number;
  /** The player's results. */
  readonly holes: readonly HoleResult[];
  readonly gimmeDistance: number | null;
  readonly mulligansUsed: number;
  readonly flaggedStrokes: number;
  /** The round was played offline and synced afterwards. */
  readonly playedOffline?: boolean;
}

/** Why a round does not count, in the order `handicapEligibility` checks them. */
export const handicapIneligibilities = [
  'game_mode_not_scored',
  'course_not_rated',
  'not_9_or_18_holes',
  'holes_not_completed',
  'mulligans_used',
  'gimme_too_generous',
  'flagged_strokes',
  'played_offline',
] as const;
export type HandicapIneligibility = (typeof handicapIneligibilities)[number];

export interface HandicapEligibility {
  readonly eligible: boolean;
  /** Every reason that applies, in the order above; empty when eligible. */
  readonly reasons: readonly HandicapIneligibility[];
}

export function handicapEligibility(round: HandicapEligibilityInput): HandicapEligibility {
  const reasons: HandicapIneligibility[] = [];
  if (round.gameMode !== GameMode.stroke_play && round.gameMode !== GameMode.match_play) {
    reasons.push('game_mode_not_scored');
  }
  if (!round.courseRated) reasons.push('course_not_rated');
  if (round.roundHoleCount !== 9 && round.roundHoleCount !== 18) reasons.push('not_9_or_18_holes');
  const completed = new Set(round.holes.filter((h) => h.completion !== null).map((h) => h.holeNumber));
  if (completed.size < round.roundHoleCount) reasons.push('holes_not_completed');
  if (round.mulligansUsed > 0) reasons.push('mulligans_used');
  const gimme = gimmeRule(round.gimmeDistance);
  if (
    gimme.kind === 'second_putt' ||
    gimme.kind === 'automatic_putting' ||
    (gimme.kind === 'radius' && gimme.radiusCm > HANDICAP_MAX_GIMME_CM)
  ) {
    reasons.push('gimme_too_generous');
  }
  if (round.flaggedStrokes > 0) reasons.push('flagged_strokes');
  if (round.playedOffline === true) reasons.push('played_offline');
  return { eligible: reasons.length === 0, reasons };
}
