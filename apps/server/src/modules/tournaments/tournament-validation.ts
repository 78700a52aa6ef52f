import { enums, TOURNAMENT_MAX_ROUNDS, tournamentRoundSettingKeys, type TournamentRoundRequest } from '@golf/contracts';
import { isWinningLogic } from '@golf/golf';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { TournamentsRepository } from './tournaments.repository';

/** A round as the service checks it: the body's, defaults applied. */
export type RoundInput = Required<Omit<TournamentRoundRequest, 'course_id'>> & { course_id?: number | null };

/** The whole tournament as it will be after a create or an edit. */
export interface TournamentDraft {
  start_at: string;
  end_at: string;
  max_players: number;
  winning_logic: number;
  prize_sum: number | null;
  hardware_device_ids: number[];
  rounds: RoundInput[];
  /** Set when this change sets the start: the start must come after it (now), or no one could enter. */
  startAfter?: Date;
}

const sameSetting = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The rules of spec §5 and §8 a schema cannot check alone, each with its catalogue message:
 * winning logic and prize sum (6007), round count (6002), a course per round (6009), rounds in
 * date order (6004), settings like the previous round's (6003); then field errors for dates,
 * ids that do not exist and a driving range as a round's course. Throws the first rule broken.
 */
export async function checkTournament(repo: TournamentsRepository, draft: TournamentDraft): Promise<void> {
  if (!isWinningLogic(draft.winning_logic)) throw new AppError('tournaments.invalid_winning_logic');
  const pays = draft.winning_logic !== enums.winning_logic.no_payout;
  // A blank prize sum is "no payout", which only the no-payout logic describes (decision 0074).
  if (pays !== (draft.prize_sum !== null)) throw new AppError('tournaments.invalid_winning_logic');
  if (draft.rounds.length > TOURNAMENT_MAX_ROUNDS) throw new AppError('tournaments.max_rounds');
  if (draft.rounds.some((round) => round.course_id === null || round.course_id === undefined))
    throw new AppError('tournaments.missing_course');
  draft.rounds.forEach((round, index) => {
    const previous = draft.rounds[index - 1];
    if (!previous) return;
    if (new Date(round.start_at) <= new Date(previous.start_at)) throw new AppError('tournaments.round_date');
    if (tournamentRoundSettingKeys.some((key) => !sameSetting(round[key], previous[key])))
      throw new AppError('tournaments.settings_mismatch');
  });

  const errors: Record<string, MessageRef[]> = {};
  const after = (field: string, attribute: string, date: string) =>
    (errors[field] = [{ key: 'validation.after', params: { attribute, date } }]);
  const start = new Date(draft.start_at);
  const end = new Date(draft.end_at);
  if (draft.startAfter && start <= draft.startAfter)
    errors.start_at = [{ key: 'validation.future', params: { attribute: 'start at' } }];
  if (end <= start) after('end_at', 'end at', 'start at');
  const courseIds = [...new Set(draft.rounds.map((round) => round.course_id!))];
  const courseTypes = new Map(
    (await repo.existingCourses(courseIds)).map((course) => [course.id, course.courseType] as const),
  );
  draft.rounds.forEach((round, index) => {
    const roundStart = new Date(round.start_at);
    const roundEnd = new Date(round.end_at);
    if (roundEnd <= roundStart) after(`rounds.${index}.end_at`, 'end at', 'start at');
    else if (roundEnd > end)
      errors[`rounds.${index}.end_at`] = [
        { key: 'validation.before', params: { attribute: 'end at', date: 'tournament end' } },
      ];
    if (roundStart < start)
      errors[`rounds.${index}.start_at`] = [
        { key: 'validation.after', params: { attribute: 'start at', date: 'tournament start' } },
      ];
    const courseType = courseTypes.get(round.course_id!);
    if (courseType === undefined)
      errors[`rounds.${index}.course_id`] = [{ key: 'validation.exists', params: { attribute: 'course' } }];
    // Tournament rounds are stroke play, which a driving range cannot host (as for a round: rounds.service).
    else if (courseType === enums.course_type.driving_range)
      errors[`rounds.${index}.course_id`] = [{ key: 'validation.in', params: { attribute: 'course' } }];
    if (round.hole_group === enums.hole_group.custom && !round.holes?.length)
      errors[`rounds.${index}.holes`] = [{ key: 'validation.required', params: { attribute: 'holes' } }];
  });
  const devices = new Set(await repo.existingHardware(draft.hardware_device_ids));
  draft.hardware_device_ids.forEach((id, index) => {
    if (!devices.has(id))
      errors[`hardware_device_ids.${index}`] = [{ key: 'validation.exists', params: { attribute: 'hardware device' } }];
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
}
