import {
  ECONOMY_AMOUNT_MAX,
  enums,
  hardwareVersionKey,
  matchHardwareDevice,
  MAX_CLOSEST_TO_PIN_TRIES,
  MAX_ROUND_MULLIGANS,
  MAX_ROUND_PLAYERS,
  ROUND_TITLE_MAX,
  type HardwareDevice,
} from '@golf/contracts';
import type { Environment } from '../../app/environment';
import type { GameIdentifier } from '../../lib/auth/types';
import type { CreateRoundRequest, OwnedCourse, RoundSettings } from './api';

const { game_mode: mode, hole_group: holeGroup, course_type: courseType } = enums;

/** Limits the server applies, from the request schema's own. */
export const MAX_PLAYERS = MAX_ROUND_PLAYERS;
export const MAX_MULLIGANS = MAX_ROUND_MULLIGANS;
export const MAX_TRIES = MAX_CLOSEST_TO_PIN_TRIES;
export const TITLE_MAX = ROUND_TITLE_MAX;

/** The create-round form. Numbers are enum values; `gimmeDistance` null = no gimmes. */
export interface RoundFormValues {
  title: string;
  visibility: number;
  gameMode: number;
  maxPlayers: number;
  elevation: number;
  gameCondition: number;
  gimmeDistance: number | null;
  gimmeOnSecondPut: boolean;
  mulligans: number;
  greenStimp: number;
  tries: number;
  tee: number;
  courseId: number | null;
  useHcp: boolean;
  holeGroup: number;
  /** The custom hole list (hole group 99), in playing order. */
  holes: number[];
  /** The player's device the round is restricted to (its hardware_version); null = any device. */
  restrictDeviceId: number | null;
  local: boolean;
  /** Each player's stake (null: no wager) and its token type. */
  wagerAmount: number | null;
  wagerTokenType: number;
}

/** The server's defaults, with the player's own tee. */
export function defaultRoundForm(tee: number = enums.teeing_type.middle): RoundFormValues {
  return {
    title: '',
    visibility: enums.round_visibility.public,
    gameMode: mode.stroke_play,
    maxPlayers: 4,
    elevation: enums.elevation.sea_level,
    gameCondition: enums.game_condition.normal,
    gimmeDistance: null,
    gimmeOnSecondPut: false,
    mulligans: 0,
    greenStimp: enums.green_stimp.medium,
    tries: 3,
    tee,
    courseId: null,
    useHcp: false,
    holeGroup: holeGroup.all_18,
    holes: [],
    restrictDeviceId: null,
    local: false,
    wagerAmount: null,
    wagerTokenType: enums.token_type.coins,
  };
}

/** Which courses a game mode can be played on: the range for driving range, regular courses for the others, both for closest to pin. */
export function coursesForMode(courses: readonly OwnedCourse[], gameMode: number): OwnedCourse[] {
  if (gameMode === mode.closest_to_pin) return [...courses];
  const wanted = gameMode === mode.driving_range ? courseType.driving_range : courseType.regular;
  return courses.filter((course) => course.course_type === wanted);
}

/** Match play is exactly two players; the other modes take 1 to MAX_PLAYERS. */
export function playerLimits(gameMode: number): { min: number; max: number } {
  return gameMode === mode.match_play ? { min: 2, max: 2 } : { min: 1, max: MAX_PLAYERS };
}

/** The settings each game mode uses, so the form shows only those. */
export function modeUses(gameMode: number) {
  const scoring = gameMode === mode.stroke_play || gameMode === mode.match_play;
  return {
    tries: gameMode === mode.closest_to_pin,
    holes: gameMode !== mode.driving_range,
    // A range is hit from its mat; the targets, not a choice of tees, set the distances.
    tee: gameMode !== mode.driving_range,
    gimmes: scoring,
    // The server refuses every mulligan in closest to pin and on the range (strokes.mulligan_not_possible).
    mulligans: scoring,
    handicap: scoring,
  };
}

/** The gimme distance is refused by the server in the mobile app environment. */
export const gimmeAllowed = (environment: Environment) => environment !== 'app';

/**
 * The settings the create form offers for a game mode in an environment: what the mode uses, less
 * the gimmes in the mobile app. Gimme on the second putt only narrows the gimme distance (a gimme
 * counts only after a putt), so without a distance it does nothing and is not offered either.
 */
export function formFields(gameMode: number, environment: Environment) {
  const uses = modeUses(gameMode);
  const gimmes = uses.gimmes && gimmeAllowed(environment);
  return { ...uses, gimmeDistance: gimmes, gimmeOnSecondPut: gimmes };
}

/** Applies a change of game mode: keeps the player count and the course valid for the new mode. */
export function withGameMode(
  values: RoundFormValues,
  gameMode: number,
  courses: readonly OwnedCourse[],
): RoundFormValues {
  const limits = playerLimits(gameMode);
  const playable = coursesForMode(courses, gameMode);
  const courseId = playable.some((course) => course.id === values.courseId)
    ? values.courseId
    : (playable[0]?.id ?? null);
  return {
    ...values,
    gameMode,
    maxPlayers: Math.min(limits.max, Math.max(limits.min, values.maxPlayers)),
    courseId,
    holeGroup: gameMode === mode.driving_range ? holeGroup.all_18 : values.holeGroup,
  };
}

/** A value the form refuses before sending: its i18n key (under rounds.form) and the numbers it names. */
export interface FormProblem {
  key: 'outOfRange' | 'titleTooLong';
  params: Record<string, number>;
}

export type ProblemField = 'title' | 'max_players' | 'mulligans' | 'tries' | 'wager_amount';

/**
 * What the form refuses, by request field: a number outside its range (said next to the field,
 * never snapped to the nearest bound behind the player's back; an empty field is NaN), and a title
 * longer than the server takes (after trimming, as the server counts).
 */
export function roundFormProblems(
  values: RoundFormValues,
  environment: Environment,
): Partial<Record<ProblemField, FormProblem>> {
  const uses = formFields(values.gameMode, environment);
  const problems: Partial<Record<ProblemField, FormProblem>> = {};
  const range = (field: ProblemField, value: number, min: number, max: number) => {
    if (!Number.isInteger(value) || value < min || value > max)
      problems[field] = { key: 'outOfRange', params: { min, max } };
  };
  const players = playerLimits(values.gameMode);
  range('max_players', values.maxPlayers, players.min, players.max);
  if (uses.mulligans) range('mulligans', values.mulligans, 0, MAX_MULLIGANS);
  if (uses.tries) range('tries', values.tries, 1, MAX_TRIES);
  // NaN while the stake is not a number yet ("", "1."); the server raises a stake below its minimum.
  if (values.wagerAmount !== null && values.gameMode !== enums.game_mode.driving_range)
    range('wager_amount', values.wagerAmount, 1, ECONOMY_AMOUNT_MAX);
  if (values.title.trim().length > TITLE_MAX) problems.title = { key: 'titleTooLong', params: { max: TITLE_MAX } };
  return problems;
}

/** Adds a hole to the custom list, or takes it out; the order of picking is the playing order. */
export function toggleHole(holes: readonly number[], hole: number): number[] {
  return holes.includes(hole) ? holes.filter((n) => n !== hole) : [...holes, hole];
}

/** The request for POST /rounds. */
export function toCreateRequest(
  values: RoundFormValues,
  environment: Environment,
  devices: readonly GameIdentifier[],
): CreateRoundRequest {
  const uses = formFields(values.gameMode, environment);
  const device = devices.find((item) => item.id === values.restrictDeviceId);
  const request: CreateRoundRequest = {
    title: values.title.trim(),
    visibility: values.visibility,
    game_mode: values.gameMode,
    max_players: values.maxPlayers,
    elevation: values.elevation,
    game_condition: values.gameCondition,
    gimme_on_second_put: uses.gimmeOnSecondPut && values.gimmeOnSecondPut,
    mulligans: uses.mulligans ? values.mulligans : 0,
    green_stimp: values.greenStimp,
    tries: uses.tries ? values.tries : 1,
    tee: values.tee,
    course_id: values.courseId ?? 0,
    use_hcp: uses.handicap && values.useHcp,
    hole_group: values.holeGroup,
    restrict_hardware: device?.hardware_version ?? null,
    local: values.local,
  };
  // Sent only where the server takes it: never from the mobile app.
  if (gimmeAllowed(environment)) request.gimme_distance = uses.gimmeDistance ? values.gimmeDistance : null;
  if (values.holeGroup === holeGroup.custom) request.holes = [...values.holes];
  // The host plays on the device the round is restricted to.
  if (device) request.game_identifier_id = device.id;
  // A driving range takes no wager (the server refuses it).
  if (values.wagerAmount !== null && values.gameMode !== mode.driving_range) {
    request.wager_amount = values.wagerAmount;
    request.wager_token_type = values.wagerTokenType;
  }
  return request;
}

/**
 * The player's devices that can restrict a round: those that are one of the hardware devices staff
 * added (same hardware_version, spaces and letter case aside), with that device's title.
 */
export function restrictableDevices(
  devices: readonly GameIdentifier[],
  hardware: readonly Pick<HardwareDevice, 'title' | 'hardware_version'>[],
): (GameIdentifier & { device_title: string })[] {
  return devices.flatMap((device) => {
    const match = device.hardware_version ? matchHardwareDevice(device, hardware) : undefined;
    return match ? [{ ...device, device_title: match.title }] : [];
  });
}

/**
 * The device to join a round with: for a restricted round one of the player's devices of that
 * model; otherwise none is needed. Undefined lets the server say what is missing ("Must select
 * hardware" when the player has no such device).
 */
export function deviceForRound(
  round: Pick<RoundSettings, 'restrict_hardware'>,
  devices: readonly GameIdentifier[],
): number | undefined {
  if (!round.restrict_hardware) return undefined;
  const wanted = hardwareVersionKey(round.restrict_hardware);
  return devices.find((device) => device.hardware_version && hardwareVersionKey(device.hardware_version) === wanted)
    ?.id;
}

/**
 * Quick round (game menu): stroke play alone on the first course the player has, the front nine
 * of an 18-hole course or the whole of a shorter one. Null when the player has no regular course.
 */
export function quickRoundRequest(
  courses: readonly OwnedCourse[],
  title: string,
  tee: number,
): CreateRoundRequest | null {
  const course = coursesForMode(courses, mode.stroke_play)[0];
  if (!course) return null;
  return {
    ...toCreateRequest(
      {
        ...defaultRoundForm(tee),
        title,
        visibility: enums.round_visibility.private,
        maxPlayers: 1,
        courseId: course.id,
        holeGroup: course.hole_count >= 18 ? holeGroup.front_9 : holeGroup.all_18,
      },
      'web',
      [],
    ),
    gimme_distance: null,
  };
}

/** The name to show for a course: the player's own, else its title. */
export const courseName = (course: Pick<OwnedCourse, 'title' | 'display_name'>) => course.display_name ?? course.title;
