import { TOURNAMENT_PRIZE_SUM_MIN, enums, tournamentRoundBodySchema } from '@golf/contracts';
import { toIsoTime } from '../date-times';
import { siblingValue, type ValidatedField } from '../sibling-field';

/** Spec sections 5 and 9: a prize sum is at least 1000, or blank for no payout. */
export const MIN_PRIZE_SUM = TOURNAMENT_PRIZE_SUM_MIN;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * react-admin validator for the prize sum: at least 1000, and there exactly when the winning logic pays
 * (the server's 6007 names the winning logic, not this field, so the form says it here first).
 */
export function validatePrizeSum(value: unknown, values?: { winning_logic?: unknown }) {
  const logic = values?.winning_logic;
  const pays = !isBlank(logic) && Number(logic) !== enums.winning_logic.no_payout;
  if (isBlank(value)) return pays ? { message: 'app.validation.prize_sum_required', args: {} } : undefined;
  if (Number(value) < MIN_PRIZE_SUM) return { message: 'app.validation.prize_sum_min', args: { min: MIN_PRIZE_SUM } };
  return isBlank(logic) || pays ? undefined : { message: 'app.validation.prize_sum_no_payout', args: {} };
}

/** react-admin validator of a division's upper handicap bound: above the same division's lower one. */
export function aboveMinimumHandicap(value: unknown, values: unknown, field?: ValidatedField) {
  const minimum = siblingValue(values, field, 'min_handicap');
  if (isBlank(value) || isBlank(minimum)) return undefined;
  return Number(value) > Number(minimum) ? undefined : { message: 'app.validation.handicap_range', args: {} };
}

/** The fields a round is sent with (POST/PATCH /tournaments), from the contract's body schema. */
const roundBodyKeys = Object.keys(tournamentRoundBodySchema.shape) as (keyof typeof tournamentRoundBodySchema.shape)[];

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A round as the API takes it: its body fields only (the loaded course, number and cut state stay
 * behind), times in UTC, a blank cut as none, and the hole list only for a custom hole group.
 */
export function roundBody(round: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of roundBodyKeys) if (round[key] !== undefined) body[key] = round[key];
  body.course_id = blankToNull(round.course_id ?? (round.course as { id?: unknown } | undefined)?.id);
  body.start_at = toIsoTime(round.start_at);
  body.end_at = toIsoTime(round.end_at);
  body.tournament_cut = blankToNull(round.tournament_cut);
  body.holes = round.hole_group === enums.hole_group.custom ? (round.holes ?? null) : null;
  return body;
}

/** A division as the API takes it: its name and one kind's bounds, blanks as none (decision 0098). */
export function divisionBody(division: Record<string, unknown>): Record<string, unknown> {
  const number = (value: unknown) => {
    const blank = blankToNull(value);
    return blank === null ? null : Number(blank);
  };
  return {
    name: division.name ?? '',
    min_handicap: number(division.min_handicap),
    max_handicap: number(division.max_handicap),
    max_ball_speed: number(division.max_ball_speed),
  };
}

const divisionsOf = (record: Record<string, unknown> | undefined) =>
  Array.isArray(record?.divisions) ? (record.divisions as Record<string, unknown>[]).map(divisionBody) : undefined;

const roundsOf = (record: Record<string, unknown> | undefined) =>
  Array.isArray(record?.rounds) ? (record.rounds as Record<string, unknown>[]).map(roundBody) : undefined;

/**
 * What a save sends: times in UTC, blanks as none, rounds as body fields. On edit the rounds go
 * only when they differ from the loaded ones, so changing the title of a started tournament is
 * not refused for rounds it did not touch ("Changes not allowed"); the data provider drops the
 * other unchanged fields itself.
 */
export function tournamentSaveBody(
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...data };
  for (const key of ['start_at', 'end_at'] as const) if (key in body) body[key] = toIsoTime(body[key]);
  for (const key of ['prize_sum', 'handicap_limit', 'description', 'cover_image', 'image'] as const)
    if (key in body) body[key] = blankToNull(body[key]);
  const rounds = roundsOf(data);
  if (rounds) body.rounds = rounds;
  if (previous && rounds && JSON.stringify(rounds) === JSON.stringify(roundsOf(previous))) delete body.rounds;
  // Divisions are a term fixed once published: sent only when staff changed them.
  const divisions = divisionsOf(data);
  if (divisions) body.divisions = divisions;
  if (previous && divisions && JSON.stringify(divisions) === JSON.stringify(divisionsOf(previous)))
    delete body.divisions;
  // Loaded relations and computed fields are the server's to say, never sent back.
  for (const key of ['hardwareDevices', 'formatted_prize_sum', 'entrant_count', 'status'] as const) delete body[key];
  return body;
}
