import type { z } from 'zod';
import { enums, launchBodySchema, type Shot as ShotReply, type StrokeOutcome } from '@golf/contracts';
import { distanceToHole, SurfaceType, type HoleDefinition } from '@golf/golf';
import { AppError } from '../../../errors/app-error';
import { ballOfPlayer } from '../../rounds/round-state';
import type { RoundPlayerRow, RoundRow } from '../../rounds/rounds.repository';
import { shotLaunchOf } from '../shots/shot-launch';
import type { Launch } from '../strokes/launched-stroke';
import type { StrokesService } from '../strokes/strokes.service';
import type { LaunchesRepository } from './launches.repository';
import type { LaunchBody } from './launches.schemas';

/**
 * Raw launch data of one shot (POST /rounds/{id}/launches body; the launch-monitor connector sends
 * the same). Units: m/s, degrees, rpm; `aim` in hole-frame centimetres. `mulligan` defaults to false.
 */
export type LaunchInput = z.input<typeof launchBodySchema>;

/** What a played launch recorded: the strokes outcome and the computed shot. */
export interface LaunchResult {
  stroke: StrokeOutcome;
  shot: ShotReply;
  /** False for a retry of an id already played (the first reply again). */
  created: boolean;
}

/** A launch the connector played: also how far the player's next shot is from the pin. */
export interface ConnectorLaunchResult extends LaunchResult {
  /** Centimetres from where the next shot lies to the pin; null when the player has nothing left to play. */
  nextShotToPinCm: number | null;
  /** Whether that next shot lies on the green (the connector suggests the putter). */
  nextShotOnGreen: boolean;
}

export interface LaunchesServiceDeps {
  strokes: Pick<StrokesService, 'submitLaunch'>;
  launches: LaunchesRepository;
}

const { play_status: playStatus } = enums;

/** Validates launch data that did not come through the route (the launch-monitor connector). */
function parseLaunch(input: LaunchInput): LaunchBody {
  const parsed = launchBodySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, { key: string; params: { attribute: string } }[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'launch');
    (fields[field] ??= []).push({ key: 'validation.invalid', params: { attribute: field.replaceAll('_', ' ') } });
  }
  throw AppError.validation(fields);
}

/** The launch the strokes service flies: the body's launch data as the ball flight takes them. */
const launchOf = (body: LaunchBody): Launch => ({
  id: body.id,
  hole: body.hole,
  mulligan: body.mulligan,
  club: body.club,
  clubSpeed: body.club_speed,
  launch: shotLaunchOf(body),
  aim: body.aim,
});

/**
 * Server-side play (docs/rounds-and-play.md, "Launches and shots"): raw launch data is validated and
 * handed to the strokes service, which flies it on the player's real hole from where their ball
 * lies and records it (same rules, idempotency and events as a reported stroke).
 */
export function createLaunchesService(deps: LaunchesServiceDeps) {
  async function play(callerId: number, roundId: number, input: LaunchInput): Promise<LaunchResult> {
    const launch = parseLaunch(input);
    const userId = launch.user_id ?? callerId;
    const { outcome, created, shot } = await deps.strokes.submitLaunch(callerId, roundId, userId, launchOf(launch));
    if (shot) return { stroke: outcome, shot, created };
    // A retry: the shot stored with the first recording.
    const stored = await deps.launches.shotOf(roundId, launch.id);
    if (!stored) throw AppError.validation({ id: [{ key: 'validation.unique', params: { attribute: 'id' } }] });
    return { stroke: outcome, shot: stored as ShotReply, created: false };
  }

  /** The hole the player plays now, with its geometry; null when they have nothing left to play. */
  async function currentHole(round: RoundRow, player: RoundPlayerRow): Promise<HoleDefinition | null> {
    const number = round.holes[player.holeIndex];
    if (player.playStatus !== playStatus.ongoing || number === undefined) return null;
    return (await deps.launches.holeDefinition(round.courseId, number)) ?? null;
  }

  /** How far the player's next shot lies from the pin (cm), and whether on the green: on the next hole's tee once a hole is done. */
  async function nextShot(
    roundId: number,
    userId: number,
  ): Promise<Pick<ConnectorLaunchResult, 'nextShotToPinCm' | 'nextShotOnGreen'>> {
    const round = await deps.launches.round(roundId);
    const player = round && (await deps.launches.player(roundId, userId));
    const hole = round && player ? await currentHole(round, player) : null;
    if (!round || !player || !hole) return { nextShotToPinCm: null, nextShotOnGreen: false };
    const ball = ballOfPlayer(round, player, hole, false);
    return {
      nextShotToPinCm: Math.round(distanceToHole(hole, ball.position)),
      nextShotOnGreen: ball.surface === SurfaceType.green,
    };
  }

  return {
    /** POST /rounds/{id}/launches. */
    play,

    /**
     * For the launch-monitor connector: plays the launch in the round the player is playing now
     * (the latest started when there are several); strokes.no_ongoing_round when there is none.
     * `launch.user_id` plays for a local player on the caller's simulator. Also says how far the
     * next shot is from the pin, which the connector shows (null once the player's round is done).
     */
    async playForPlayer(userId: number, launch: LaunchInput): Promise<ConnectorLaunchResult> {
      const [round] = await deps.launches.ongoingRoundsOf(userId);
      if (!round) throw new AppError('strokes.no_ongoing_round');
      const result = await play(userId, round.id, launch);
      return { ...result, ...(await nextShot(round.id, launch.user_id ?? userId)) };
    },
  };
}

export type LaunchesService = ReturnType<typeof createLaunchesService>;
