import {
  enums,
  holesOfGroup,
  OFFLINE_ROUND_DEFAULTS,
  offlineRoundSetup,
  type OfflineRoundReply,
} from '@golf/contracts';
import type { HoleDefinition, Par } from '@golf/golf';
import { AppError } from '../../../errors/app-error';
import type { PlayableCourseCheck } from '../../courses/playable-course';
import { courseVersion } from '../../courses/course-version';
import type { CoursesRepository } from '../../courses/courses.repository';
import type { LaunchesService } from '../launches/launches.service';
import { checkOfflineRound, offlineDigest } from './offline-round-check';
import type { OfflineRoundsRepository } from './offline-rounds.repository';
import type { OfflineRoundBody } from './offline-rounds.schemas';

/** Tries per stroke while another sync of the same round records its strokes (each waits for it). */
const CONCURRENT_SYNC_TRIES = 5;

export interface OfflineRoundsServiceDeps {
  offline: OfflineRoundsRepository;
  courses: Pick<CoursesRepository, 'findWithHoles'>;
  playableCourse: PlayableCourseCheck;
  launches: Pick<LaunchesService, 'play'>;
  hasFeature: (userId: number, feature: 'offline') => Promise<boolean>;
  clock?: () => Date;
}

/**
 * Offline rounds (docs/offline-play.md): a round played on the device without the network is
 * checked with the golf package, then recorded through the ordinary play path: each launch is
 * flown again by the server (POST /rounds/{id}/launches' service) under its client stroke id,
 * so a sync sent twice, or twice at once, records every stroke once.
 */
export function createOfflineRoundsService(deps: OfflineRoundsServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** The course's holes to play, after the checks a new round makes and the course-version check. */
  async function holesToPlay(userId: number, body: OfflineRoundBody): Promise<HoleDefinition[]> {
    const { courseType } = await deps.playableCourse(userId, body.course_id);
    if (courseType !== enums.course_type.regular)
      throw AppError.validation({ course_id: [{ key: 'validation.in', params: { attribute: 'course' } }] });
    const course = (await deps.courses.findWithHoles(body.course_id))!;
    if (courseVersion(course.holes) !== body.course_version)
      throw new AppError('offline.course_changed', { course: course.course.title });
    const byNumber = new Map(course.holes.map((hole) => [hole.number, hole]));
    if (new Set(body.holes).size !== body.holes.length || body.holes.some((n) => !byNumber.has(n)))
      throw AppError.validation({ holes: [{ key: 'validation.in', params: { attribute: 'holes' } }] });
    // A hole group names the course's holes: the device must have played exactly those, in order.
    const courseHoles = course.holes.map((hole) => hole.number).sort((a, b) => a - b);
    if (holesOfGroup(body.hole_group, body.holes, courseHoles).join() !== body.holes.join())
      throw new AppError('offline.holes_not_in_group');
    return body.holes.map((n) => {
      const row = byNumber.get(n)!;
      return {
        ...(row.geometry as unknown as HoleDefinition),
        number: row.number,
        par: row.par as Par,
        strokeIndex: row.strokeIndex,
      };
    });
  }

  /**
   * One stroke through the play path. A concurrent sync of the same round may be recording a
   * stroke of this player ("Pending stroke"): the play path has waited for it, and a fresh try
   * replays this stroke if that sync recorded it, or records it now.
   */
  async function playSyncedStroke(userId: number, roundId: number, stroke: OfflineRoundBody['strokes'][number]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.launches.play(userId, roundId, { ...stroke, user_id: undefined });
      } catch (error) {
        const pending = error instanceof AppError && error.key === 'strokes.pending_stroke';
        if (!pending || attempt >= CONCURRENT_SYNC_TRIES) throw error;
      }
    }
  }

  return {
    /** POST /rounds/offline. `created` is false when the round had been recorded before. */
    async sync(userId: number, body: OfflineRoundBody): Promise<{ reply: OfflineRoundReply; created: boolean }> {
      if (!(await deps.hasFeature(userId, 'offline'))) throw new AppError('offline.feature_required');
      const holes = await holesToPlay(userId, body);
      // Nothing is written for a round the golf package cannot play through on this course.
      checkOfflineRound(offlineRoundSetup(holes, body), body.strokes);
      const digest = offlineDigest(body);

      let round = await deps.offline.find(userId, body.id);
      let created = false;
      if (!round) {
        const now = clock();
        ({ round, created } = await deps.offline.createStarted({
          hostId: userId,
          courseId: body.course_id,
          title: body.title,
          visibility: enums.round_visibility.private,
          gameMode: OFFLINE_ROUND_DEFAULTS.gameMode,
          maxPlayers: 1,
          elevation: body.elevation,
          gameCondition: body.game_condition,
          gimmeDistance: body.gimme_distance,
          gimmeOnSecondPut: body.gimme_on_second_put,
          mulligans: body.mulligans,
          greenStimp: body.green_stimp,
          tee: body.tee,
          holeGroup: body.hole_group,
          holes: body.holes,
          playStatus: enums.play_status.ongoing,
          startedAt: now,
          playedOffline: true,
          offlineId: body.id,
          offlineDigest: digest,
        }));
      }
      // The same round id with other strokes: edited or played again elsewhere. Both copies stay.
      if (round.offlineDigest !== digest) throw new AppError('offline.round_conflict');

      // The play path flies each launch again and records it under its id: a stroke recorded by an
      // earlier (or a concurrent) sync is a replay that records nothing.
      let recorded = 0;
      for (const stroke of body.strokes) {
        const result = await playSyncedStroke(userId, round.id, stroke);
        if (result.created) recorded++;
      }

      const scores = await deps.offline.scoresOf(round.id, userId);
      const serverCard = scores.map((s) => ({ hole: s.hole, par: s.par, strokes: s.strokes }));
      const sent = new Map(body.card.map((hole) => [hole.hole, hole.strokes]));
      const reply: OfflineRoundReply = {
        round_id: round.id,
        replayed: recorded === 0,
        recorded_strokes: recorded,
        played_offline: true,
        card: serverCard,
        total: serverCard.reduce((sum, hole) => sum + hole.strokes, 0),
        card_matches:
          body.card.length === serverCard.length && serverCard.every((hole) => sent.get(hole.hole) === hole.strokes),
      };
      return { reply, created: created || recorded > 0 };
    },
  };
}

export type OfflineRoundsService = ReturnType<typeof createOfflineRoundsService>;
