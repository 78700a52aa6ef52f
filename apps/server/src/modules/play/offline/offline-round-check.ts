import { createHash } from 'node:crypto';
import { OFFLINE_ROUND_SETTINGS, stimpByLevel, type OfflineStroke } from '@golf/contracts';
import {
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  type Elevation,
  type HoleDefinition,
  type LocalHoleScore,
  type LocalRoundSetup,
  type TeeingType,
} from '@golf/golf';
import { AppError } from '../../../errors/app-error';
import { shotLaunchOf } from '../shots/shot-launch';
import type { OfflineRoundBody } from './offline-rounds.schemas';

/** The rules every offline round is played by, on the device and here (OFFLINE_ROUND_SETTINGS). */
export function offlineSetup(holes: readonly HoleDefinition[], tee: number): LocalRoundSetup {
  return {
    holes,
    teeingType: tee as TeeingType,
    elevation: OFFLINE_ROUND_SETTINGS.elevation as Elevation,
    greenStimp: stimpByLevel[OFFLINE_ROUND_SETTINGS.greenStimp],
    rules: {
      gimmeDistance: OFFLINE_ROUND_SETTINGS.gimmeDistance,
      gimmeOnSecondPutt: false,
      mulligansPerRound: OFFLINE_ROUND_SETTINGS.mulligans,
    },
  };
}

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
 * What a sync records, as one digest: the course version, the holes, the tee and each stroke's
 * launch. A second sync of the same round must come to the same digest, or it is a conflict.
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
  const text = JSON.stringify([body.course_id, body.course_version, body.tee, body.holes, strokes]);
  return createHash('sha256').update(text).digest('base64url');
}
