import { useMemo, useReducer, useRef, type RefObject } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { virtualLaunch, type Club, type HoleDefinition, type Point } from '@golf/golf';
import { useAuth } from '../../../lib/auth/auth-context';
import { strokeSource } from '../../launch-monitor/strokes';
import type { UnitType } from '../../player-settings/units';
import { useScorecard } from '../../scorecard/hooks/useScorecard';
import { toHoleDefinition, type StrokeRecordedEvent } from '../api';
import { defaultAim, teePosition } from '../play-geometry';
import { holeTracers, otherBalls } from './map-layers';
import { answeredAt, initialRoundPlayState, roundPlayReducer } from './round-play-reducer';
import { roundAccess, roundPlayView, roundStarted } from './round-play-view';
import { colorFor } from './shot-colors';
import { clientId, landingToasts, launchRequest, type LandingToast } from './swing-launch';
import { useGiveUpActions } from './useGiveUpActions';
import { useMonitorClubSync } from './useMonitorClubSync';
import { useCourse, useLaunch, useRound, useRoundChannel, useRoundState, useStartRound } from './usePlay';

interface PlayLayout {
  /** The map and the controls are stacked (a phone): toasts go top centre, and a swing scrolls the map back. */
  stacked: boolean;
  mapBox: RefObject<HTMLDivElement | null>;
}

/**
 * The in-round screen's state and actions: the round's queries, mutations and real-time channel,
 * the screen's own state in a reducer (round-play-reducer.ts) and what it shows derived from both
 * (round-play-view.ts).
 */
export function useRoundPlay(roundId: number, layout: PlayLayout) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const roundQuery = useRound(roundId);
  const round = roundQuery.data;
  const courseQuery = useCourse(round?.course.id);
  const [state, dispatch] = useReducer(roundPlayReducer, undefined, initialRoundPlayState);
  const launch = useLaunch(roundId);
  const meId = user?.id ?? 0;
  const settings = user?.player_settings;
  const unit: UnitType = settings?.unit_type ?? 'metric';

  const holes = useMemo(() => {
    const map = new Map<number, HoleDefinition>();
    for (const hole of courseQuery.data?.holes ?? []) map.set(hole.number, toHoleDefinition(hole));
    return map;
  }, [courseQuery.data]);

  const access = roundAccess(round, user?.id, roundQuery.isFetchedAfterMount);
  const started = roundStarted(round);
  const scorecard = useScorecard(roundId, { enabled: started });
  const roundState = useRoundState(roundId, started);
  const start = useStartRound(roundId);
  const view = roundPlayView({
    state,
    meId,
    round,
    roundState: roundState.data,
    holes,
    settings,
    launchPending: launch.isPending,
    scorecardReadAt: Math.max(scorecard.dataUpdatedAt, scorecard.errorUpdatedAt),
  });
  const { hole, ball, club, power, lie } = view;
  useMonitorClubSync(club, view.distanceToPin);

  const colorOf = (userId: number) => colorFor(round?.players, meId, userId);
  const nameOf = (userId: number) => round?.players.find((p) => p.user_id === userId)?.display_name ?? '';

  /**
   * The shot's toasts (penalty, hole done, picked up). The app's toasts sit top right, over this
   * screen's actions (Scorecard, Back to lobby): here they go bottom left, over the map's corner by
   * the tee, and on a phone top centre (the Swing bar is at the bottom), briefly.
   */
  const toast = (message: string, color: string) =>
    notifications.show({ message, color, position: layout.stacked ? 'top-center' : 'bottom-left', autoClose: 3_000 });
  const landingToast = (landed: LandingToast) =>
    landed.kind === 'penalty'
      ? toast(t(`play.penalty.${landed.penalty}`), 'orange')
      : toast(t('play.holeCompleted', { hole: landed.hole, strokes: landed.strokes }), 'green');

  /** Client ids of the launches this screen posted: their events are already animated from the reply. */
  const postedHere = useRef(new Set<string>());
  const members = useRoundChannel(roundId, access === 'player', (event: StrokeRecordedEvent) =>
    dispatch({
      type: 'strokeSeen',
      event,
      source: strokeSource(event, meId, postedHere.current),
      key: event.id ?? clientId(),
      color: colorOf(event.user_id),
    }),
  );
  const online = useMemo(() => new Set(members.map((m) => m.id)), [members]);

  const giveUp = useGiveUpActions({
    roundId,
    roundTitle: round?.title,
    hole: hole?.number,
    pickUp: view.pickUp,
    nameOf,
    onHoleGivenUp: (outcome) => dispatch({ type: 'holeGivenUp', outcome, at: answeredAt() }),
    toast,
  });

  const swing = async () => {
    if (!round || !hole || !ball || club === null || !view.swingSettings) return;
    // On a phone the player may have scrolled down to the club and power: bring the map back to watch the shot.
    if (layout.stacked) layout.mapBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const swingData = { club: club as Club, power, tempo: state.tempo, settings: view.swingSettings };
    const id = clientId();
    postedHere.current.add(id);
    try {
      const result = await launch.mutateAsync(
        launchRequest({
          id,
          hole: hole.number,
          club,
          launch: virtualLaunch(swingData, Math.random),
          aim: view.aim ?? defaultAim(hole, ball.position),
          mulligan: state.armed !== null,
        }),
      );
      const next = result.stroke.next_hole !== null ? holes.get(result.stroke.next_hole) : undefined;
      const nextTee = next ? teePosition(next, round.tee) : null;
      dispatch({ type: 'launched', result, meId, hole: hole.number, from: ball.position, nextTee, at: answeredAt() });
    } catch {
      // The app's error modal shows the catalogue message; the ball stays where it was.
      dispatch({ type: 'launchFailed' });
    }
  };

  /** My shot has landed on the map: the ball moves, and the shot's toasts show. */
  const shotLanded = () => {
    const landed = state.active;
    dispatch({ type: 'shotLanded' });
    if (landed) landingToasts(landed.landing.result).forEach(landingToast);
  };

  return {
    roundQuery,
    round,
    access,
    user,
    meId,
    unit,
    courseLoading: courseQuery.isPending,
    scorecard: scorecard.data,
    roundState: roundState.data,
    online,
    state,
    view,
    start,
    giveUp,
    nameOf,
    /** The tracers and other balls the map draws on the current hole. */
    layers: hole
      ? {
          tracers: holeTracers(hole.number, roundState.data?.players, state.shots, state.active?.key, colorOf),
          others: otherBalls(hole.number, meId, roundState.data?.players, state.others, (userId) => ({
            name: nameOf(userId),
            color: colorOf(userId),
          })),
        }
      : { tracers: [], others: [] },
    swing: () => void swing(),
    aimAt: (point: Point) => dispatch({ type: 'aimed', lie, point }),
    chooseClub: (next: number) => dispatch({ type: 'swingChosen', lie, club: next, power }),
    choosePower: (next: number) => {
      if (club !== null) dispatch({ type: 'swingChosen', lie, club, power: next });
    },
    chooseTempo: (tempo: number) => dispatch({ type: 'tempoChosen', tempo }),
    /** Arms a mulligan, or takes an armed one back (the ball and the tracer return to where they were). */
    toggleMulligan: () => {
      if (state.armed) dispatch({ type: 'mulliganTakenBack' });
      else if (ball) dispatch({ type: 'mulliganArmed', ball, meId });
    },
    shotLanded,
    watched: () => dispatch({ type: 'watched' }),
    showScorecard: (open: boolean) => dispatch({ type: 'scorecardShown', open }),
  };
}

export type RoundPlayModel = ReturnType<typeof useRoundPlay>;
