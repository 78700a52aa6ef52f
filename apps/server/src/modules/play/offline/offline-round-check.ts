import { createHash } from 'node:crypto';
import { enums, OFFLINE_ROUND_DEFAULTS, type OfflineRoundSettings, type OfflineStroke } from '@golf/contracts';
import {
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  type LocalHoleScore,
  type LocalRoundSetup,
} from '@golf/golf';
import { AppError } from '../../../errors/app-error';
import { shotLaunchOf } from '../shots/shot-launch';
import type { OfflineRoundBody } from './offline-rounds.schemas';

const settingKeys = [
  'elevation',
  'game_condition',
  'green_stimp',
  'gimme_distance',
  'gimme_on_second_put',
  'mulligans',
] as const satisfies readonly (keyof OfflineRoundSettings)[];

/**
 * Plays the round's launches with the golf package before anything is written: every stroke must be
 * on the hole being played, and the last must end the round. Returns the card it comes to; throws
 * offline.invalid_stroke (13013) or offline.round_unfinished (13014) naming the stroke or the hole.
 */
export function checkOfflineRound(setup: LocalRoundSetup, strokes: readonly OfflineStroke[]): LocalHoleScore[] {
  let state = startLocalRound(setup);
  strokes.forEach((stroke, index) => {
    const hole = localCurrentHole(setup, state);
    if (!hole || hole.number !== stroke.hole) throw new AppError('offline.invalid_stroke', { stroke: index + 1 });
    const played = playLocalStroke(setup, state, {
      launch: shotLaunchOf(stroke),
      aim: stroke.aim,
      mulligan: stroke.mulligan ?? false,
    });
    if (!played.ok) throw new AppError('offline.invalid_stroke', { stroke: index + 1 });
    state = played.state;
  });
  const unfinished = localCurrentHole(setup, state);
  if (unfinished) throw new AppError('offline.round_unfinished', { hole: unfinished.number });
  return [...state.scores];
}

/**
 * What a sync records, as one digest: the course version, the holes, the tee, the settings and each
 * stroke's launch. A second sync of the same round must come to the same digest, or it is a conflict.
 */
export function offlineDigest(body: OfflineRoundBody): string {
  const strokes = body.strokes.map((s) => [
    s.id,
    s.hole,
    s.club ?? null,
    s.ball_speed,
    s.launch_angle,
    s.azimuth,
    s.back_spin,
    s.side_spin,
    s.aim.x,
    s.aim.y,
    s.mulligan ?? false,
  ]);
  const parts: unknown[] = [body.course_id, body.course_version, body.tee, body.holes, strokes];
  // Settings join the digest only when they are not the defaults, so a round sent before players
  // could choose them still comes to the digest it was recorded under.
  const settings = settingKeys.map((key) => body[key]);
  if (
    settingKeys.some((key, i) => settings[i] !== OFFLINE_ROUND_DEFAULTS[key]) ||
    body.hole_group !== enums.hole_group.custom
  )
    parts.push(body.hole_group, settings);
  const text = JSON.stringify(parts);
  return createHash('sha256').update(text).digest('base64url');
}
