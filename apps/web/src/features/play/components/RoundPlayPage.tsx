import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import {
  centimetres,
  surfaceAt,
  SurfaceType,
  suggestSwing,
  virtualLaunch,
  VLM_CLUBS,
  type HoleDefinition,
  type PlayerSwingSettings,
  type Point,
  type Club,
} from '@golf/golf';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { toTargetCm } from '../../launch-monitor/api';
import { LaunchMonitorPanel } from '../../launch-monitor/components/LaunchMonitorPanel';
import { useLaunchMonitorStatus, useSetLaunchMonitorClub } from '../../launch-monitor/hooks/useLaunchMonitor';
import { strokeSource } from '../../launch-monitor/strokes';
import type { UnitType } from '../../player-settings/units';
import { roundPaths } from '../../rounds/paths';
import { exitConfirmation } from '../../rounds/round-actions';
import { ScorecardDialog } from '../../scorecard/components/ScorecardDialog';
import { useKioskLocked } from '../../kiosk/kiosk-store';
import { useScorecard } from '../../scorecard/hooks/useScorecard';
import { toHoleDefinition, type PathPoint, type Round, type StrokeOutcome, type StrokeRecordedEvent } from '../api';
import {
  useConcede,
  useConcedeMatch,
  useCourse,
  useFinishRange,
  useLaunch,
  useRound,
  useRoundChannel,
  useStartRound,
  useRoundState,
} from '../hooks/usePlay';
import { armMulligan, disarmMulligan, mulliganButton, mulligansOffered, type ArmedMulligan } from '../mulligan';
import { pickUpAction, strokesOnHole, suggestPickUp } from '../pick-up';
import { defaultAim, distanceBetween, formatDistance, teePosition } from '../play-geometry';
import { HoleMap, type OtherBall, type Tracer } from './HoleMap';
import { LiveScorecard } from './LiveScorecard';
import { SwingButton, SwingControls } from './SwingControls';

const OWN_COLOR = '#ffffff';
const OTHER_COLORS = ['#ffa94d', '#74c0fc', '#f783ac', '#b197fc', '#63e6be', '#ffe066', '#ff8787'];

interface ShotRecord {
  key: string;
  userId: number;
  hole: number;
  path: PathPoint[];
}

interface BallState {
  hole: number;
  position: Point;
  /** Where the last stroke was played from (a mulligan replays from there). */
  previous: Point | null;
  /** The player's current hole on the server when this was set; a later move there overrides it. */
  basedOn: number | null;
}

/** The player's own shots are white; the others' take a colour by their seat. */
function colorFor(round: Round | undefined, meId: number, userId: number): string {
  if (userId === meId) return OWN_COLOR;
  const index = round?.players.findIndex((p) => p.user_id === userId) ?? 0;
  return OTHER_COLORS[Math.max(0, index) % OTHER_COLORS.length]!;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function uuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  // Fallback for non-secure origins (http on a LAN kiosk): RFC 4122 version 4 from Math.random.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

function DistanceText({ cm, unit }: { cm: number; unit: UnitType }) {
  const { t } = useTranslation();
  const d = formatDistance(cm, unit);
  return <>{t(`play.units.${d.unit}`, { value: d.value })}</>;
}

function PlayersPanel({ round, online, meId }: { round: Round; online: Set<number>; meId: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="players">
      <Text fw={600} mb="xs">
        {t('play.players.title')}
      </Text>
      <Stack gap={4}>
        {round.players.map((player) => (
          <Group
            key={player.user_id}
            justify="space-between"
            wrap="nowrap"
            data-testid="player"
            data-user-id={player.user_id}
            data-online={online.has(player.user_id) || player.user_id === meId}
          >
            <Group gap={6} wrap="nowrap">
              <Badge
                size="xs"
                circle
                color={online.has(player.user_id) || player.user_id === meId ? 'green' : 'gray'}
                aria-label={online.has(player.user_id) ? t('play.players.online') : t('play.players.offline')}
              >
                {' '}
              </Badge>
              <Text size="sm">{player.display_name}</Text>
              {player.is_host && (
                <Badge size="xs" variant="light">
                  {t('play.players.host')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {player.play_status === enums.play_status.round_completed
                ? t('play.players.finished')
                : player.current_hole
                  ? t('play.players.onHole', { hole: player.current_hole })
                  : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The in-round screen: the hole map, the virtual launch monitor, the live scorecard and the round's actions.
 * Everything on it belongs to one round: moving to another round (Game menu → Play offline from a
 * finished one) starts afresh, so no last shot, tracer or ball carries over.
 */
export function RoundPlayPage() {
  const params = useParams();
  return <RoundPlay key={params.id ?? ''} roundId={Number(params.id)} />;
}

function RoundPlay({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathFor, environment } = useEnvironment();
  // Below Mantine's md breakpoint the map and the controls stack (phones, small tablets): the Swing
  // button then docks at the bottom of the screen so the map stays in view while swinging.
  const stacked = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const touch = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false });
  const kioskLocked = useKioskLocked();
  const mapBox = useRef<HTMLDivElement>(null);
  /**
   * The shot's toasts (penalty, hole done, picked up). The app's toasts sit top right, over this
   * screen's actions (Scorecard, Back to lobby): here they go bottom left, over the map's corner by
   * the tee, and on a phone top centre (the Swing bar is at the bottom), briefly.
   */
  const playToast = (message: string, color: string) =>
    notifications.show({ message, color, position: stacked ? 'top-center' : 'bottom-left', autoClose: 3_000 });
  const feedback = useFeedback();
  const roundQuery = useRound(roundId);
  const round = roundQuery.data;
  const courseQuery = useCourse(round?.course.id);
  const started = round !== undefined && round.play_status !== enums.play_status.pending;
  const scorecard = useScorecard(roundId, { enabled: started });
  const roundState = useRoundState(roundId, started);
  const launch = useLaunch(roundId);
  const start = useStartRound(roundId);
  const concede = useConcede(roundId);
  const finish = useFinishRange(roundId);
  const concedeMatch = useConcedeMatch(roundId);

  const meId = user?.id ?? 0;
  const settings = user?.player_settings;
  const unit: UnitType = settings?.unit_type ?? 'metric';
  const me = round?.players.find((p) => p.user_id === meId);

  const [played, setPlayed] = useState<BallState | null>(null);
  const [aimChoice, setAimChoice] = useState<{ lie: string; point: Point } | null>(null);
  const [controls, setControls] = useState<{ lie: string; club: number; power: number } | null>(null);
  const [tempo, setTempo] = useState(3);
  const [shots, setShots] = useState<ShotRecord[]>([]);
  /** My shot flying on the map, on the hole it was played on; `after` runs when it has landed. */
  const [active, setActive] = useState<(Tracer & { hole: number; after: () => void }) | null>(null);
  /** Another player's shot flying on the map. */
  const [watching, setWatching] = useState<Tracer | null>(null);
  const [others, setOthers] = useState<Map<number, { hole: number; position: Point }>>(new Map());
  /** The armed mulligan, with what arming it changed on the screen (to put back when it is taken back). */
  const [armed, setArmed] = useState<ArmedMulligan<BallState, ShotRecord> | null>(null);
  const mulliganArmed = armed !== null;
  const [lastOutcome, setLastOutcome] = useState<StrokeOutcome | null>(null);
  const [scoreOpen, setScoreOpen] = useState(false);

  const holes = useMemo(() => {
    const map = new Map<number, HoleDefinition>();
    for (const hole of courseQuery.data?.holes ?? []) map.set(hole.number, toHoleDefinition(hole));
    return map;
  }, [courseQuery.data]);

  const myDone = me?.play_status === enums.play_status.round_completed;
  // The ball this screen moved last, while the server still agrees on the hole (a concession moves it on).
  const ownBall = played && (me?.current_hole === played.basedOn || me?.current_hole === played.hole) ? played : null;
  // A shot in flight stays on its hole even when the server has already moved the player on.
  const currentHoleNumber = active?.hole ?? ownBall?.hole ?? me?.current_hole ?? round?.holes[0] ?? null;
  const hole = currentHoleNumber !== null ? holes.get(currentHoleNumber) : undefined;

  // Otherwise the ball lies where the server's round state says, or on the tee of the current hole.
  const ball: BallState | null = useMemo(() => {
    if (ownBall) return ownBall;
    if (!round || !hole) return null;
    const fromServer = roundState.data?.players.find((p) => p.user_id === meId);
    const position =
      fromServer?.current_hole === hole.number && fromServer.ball
        ? fromServer.ball.position
        : teePosition(hole, round.tee);
    return { hole: hole.number, position, previous: null, basedOn: me?.current_hole ?? null };
  }, [ownBall, round, hole, roundState.data, meId, me?.current_hole]);

  const swingSettings: PlayerSwingSettings | null = settings
    ? {
        sevenIronDistance: centimetres(settings['7_iron_distance']),
        shotShape: settings.shot_shape,
        hand: settings.hand,
        ballType: settings.ball_type as PlayerSwingSettings['ballType'],
      }
    : null;
  const bag = useMemo(() => {
    const chosen = (settings?.golf_bag ?? []).filter((c): c is Club => (VLM_CLUBS as number[]).includes(c));
    return chosen.length > 0 ? VLM_CLUBS.filter((c) => chosen.includes(c)) : [...VLM_CLUBS];
  }, [settings?.golf_bag]);

  const distanceToPin = hole && ball ? distanceBetween(ball.position, hole.pin) : null;
  const onGreen = hole && ball ? surfaceAt(hole, ball.position) === SurfaceType.green : false;

  // Each lie suggests a club and a power for the distance until the player changes them.
  const lie = ball ? `${ball.hole}:${ball.position.x}:${ball.position.y}` : '';
  const suggestion =
    swingSettings && distanceToPin !== null ? suggestSwing(distanceToPin, bag, swingSettings, onGreen) : null;
  const chosen = controls?.lie === lie ? controls : null;
  const club = chosen?.club ?? suggestion?.club ?? null;
  const power = chosen?.power ?? suggestion?.power ?? 1;
  const setClub = (next: number) => setControls({ lie, club: next, power });
  const setPower = (next: number) => club !== null && setControls({ lie, club, power: next });
  const aim = aimChoice?.lie === lie ? aimChoice.point : null;
  const setAim = (point: Point) => setAimChoice({ lie, point });

  // A paired launch monitor plays with the club shown here: tell it the club and the cm to the pin
  // whenever either changes (a new lie suggests a club too). Failures go to the app's error modal.
  const monitorPaired = useLaunchMonitorStatus().data?.connected ?? false;
  const { mutate: sendMonitorClub } = useSetLaunchMonitorClub();
  const targetCm = toTargetCm(distanceToPin);
  const sentMonitorClub = useRef<string | null>(null);
  useEffect(() => {
    if (!monitorPaired || club === null) {
      sentMonitorClub.current = null;
      return;
    }
    const key = `${club}:${targetCm}`;
    if (sentMonitorClub.current === key) return;
    sentMonitorClub.current = key;
    sendMonitorClub({ club, distance: targetCm });
  }, [monitorPaired, club, targetCm, sendMonitorClub]);

  /** Client ids of the launches this screen posted: their events are already animated from the reply. */
  const postedHere = useRef(new Set<string>());

  // Called from the channel through an effect event, so it always sees the latest render.
  const onStroke = (event: StrokeRecordedEvent) => {
    const source = strokeSource(event, meId, postedHere.current);
    if (source === 'posted-here') return;
    if (source === 'own-elsewhere') {
      // My shot from a launch monitor (or another screen): draw it, and let the ball lie where the
      // server says (the channel refreshes the round, its state and the scorecard after every event).
      if (event.ball_path && event.ball_path.length > 0) {
        const record = { key: event.id ?? uuid(), userId: meId, hole: event.hole, path: event.ball_path };
        setShots((current) => [...current, record]);
        setWatching({ key: record.key, path: record.path, color: OWN_COLOR });
      }
      setPlayed(null);
      setLastOutcome(null);
      // That stroke was not a mulligan (a launch monitor never sends one): an armed one is void.
      setArmed(null);
      return;
    }
    const position = event.rest;
    if (position) setOthers((current) => new Map(current).set(event.user_id, { hole: event.hole, position }));
    if (event.ball_path && event.ball_path.length > 0) {
      const record = { key: event.id ?? uuid(), userId: event.user_id, hole: event.hole, path: event.ball_path };
      setShots((current) => [...current, record]);
      setWatching({ key: record.key, path: record.path, color: colorFor(round, meId, record.userId) });
    }
  };
  const members = useRoundChannel(roundId, onStroke);
  const online = useMemo(() => new Set(members.map((m) => m.id)), [members]);

  const colorOf = (userId: number) => colorFor(round, meId, userId);
  const nameOf = (userId: number) => round?.players.find((p) => p.user_id === userId)?.display_name ?? '';

  const mulligansLeft = lastOutcome?.mulligans_left ?? Math.max(0, (round?.mulligans ?? 0) - (me?.mulligans_used ?? 0));
  // A stroke to replace on this hole: one played here, or (after a reload) one the server has.
  const myState = roundState.data?.players.find((p) => p.user_id === meId);
  const hasStrokeHere =
    ball?.previous != null || (myState?.current_hole === ball?.hole && (myState?.hole_strokes ?? 0) > 0);
  const flying = launch.isPending || active !== null;
  const mulliganAction = mulliganButton({ armed: mulliganArmed, left: mulligansLeft, hasStrokeHere, flying });
  const holeStrokes = hole ? strokesOnHole(hole.number, myState, lastOutcome) : 0;
  const pickUpSuggested =
    round !== undefined && hole !== undefined && !flying && suggestPickUp(round.game_mode, hole.par, holeStrokes);

  const swing = async () => {
    if (!round || !hole || !ball || club === null || !swingSettings) return;
    // On a phone the player may have scrolled down to the club and power: bring the map back to watch the shot.
    if (stacked) mapBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const target = aim ?? defaultAim(hole, ball.position);
    const data = virtualLaunch({ club: club as Club, power, tempo, settings: swingSettings }, Math.random);
    const from = ball.position;
    const id = uuid();
    postedHere.current.add(id);
    try {
      const result = await launch.mutateAsync({
        id,
        hole: hole.number,
        club,
        ball_speed: Math.min(100, Math.round(data.ballSpeed * 100) / 100),
        launch_angle: Math.round(data.launchAngle * 10) / 10,
        azimuth: clamp(Math.round(data.azimuth * 100) / 100, 45),
        back_spin: clamp(Math.round(data.backSpin), 15_000),
        side_spin: clamp(Math.round(data.sideSpin), 15_000),
        aim: { x: Math.round(target.x), y: Math.round(target.y) },
        mulligan: mulliganArmed,
      });
      setArmed(null);
      setLastOutcome(result.stroke);
      const record: ShotRecord = {
        key: result.stroke.id,
        userId: meId,
        hole: hole.number,
        path: result.shot.ball_path,
      };
      setActive({
        key: record.key,
        hole: hole.number,
        path: record.path,
        color: OWN_COLOR,
        after: () => {
          setShots((current) => [...current, record]);
          const { stroke, shot } = result;
          if (shot.penalty) {
            playToast(t(`play.penalty.${shot.penalty}`), 'orange');
          }
          if (stroke.hole_completed) {
            playToast(t('play.holeCompleted', { hole: stroke.hole, strokes: stroke.hole_strokes }), 'green');
            const next = stroke.next_hole !== null ? holes.get(stroke.next_hole) : undefined;
            setPlayed(
              next
                ? { hole: next.number, position: teePosition(next, round.tee), previous: null, basedOn: hole.number }
                : { hole: hole.number, position: shot.next_position, previous: null, basedOn: hole.number },
            );
          } else {
            setPlayed({ hole: hole.number, position: shot.next_position, previous: from, basedOn: hole.number });
          }
        },
      });
    } catch {
      // The app's error modal shows the catalogue message; the ball stays where it was. A refused
      // mulligan is taken back, else every later swing would ask for it again and be refused too.
      if (armed) takeBackMulligan(armed);
    }
  };

  const onTracerDone = useCallback(() => {
    setActive((current) => {
      current?.after();
      return null;
    });
  }, []);

  /**
   * Arms a mulligan: the server replays from where the replaced stroke was played, so the ball shows
   * there when known, and the replaced stroke's tracer goes.
   */
  const takeMulligan = () => {
    if (!ball) return;
    const next = armMulligan(played, ball, shots, meId);
    setPlayed(next.played);
    setShots(next.shots);
    setArmed(next.armed);
  };
  /** Takes an armed mulligan back: the ball and the tracer return to where they were. */
  const takeBackMulligan = (current: ArmedMulligan<BallState, ShotRecord>) => {
    setArmed(null);
    setPlayed(current.played);
    setShots((list) => disarmMulligan(current, list).shots);
  };

  const opponent = round?.players.find((p) => p.user_id !== meId);
  const pickUp = round ? pickUpAction(round.game_mode) : null;
  /** Giving up the hole: "Pick up" in stroke play, "Concede hole" in match play. */
  const pickUpLabel = pickUp === 'pick-up' ? t('play.actions.pickUp') : t('play.actions.concedeHole');
  /** Ends a range session after the confirmation the lobby's End session asks. */
  const endSession = async () => {
    if (round && (await feedback.confirm(exitConfirmation(t, 'finish', round.title)))) finish.mutate();
  };
  /** Concede the opponent's next stroke (match play), or without `userId` give up the hole: concede it (match play) or pick up (stroke play). */
  const concedeTo = async (userId?: number) => {
    if (!hole) return;
    const ok = await feedback.confirm({
      title: userId ? t('play.actions.concedePutt') : pickUpLabel,
      message: userId
        ? t('play.actions.concedePuttConfirm', { name: nameOf(userId) })
        : pickUp === 'pick-up'
          ? t('play.actions.pickUpConfirm', { hole: hole.number })
          : t('play.actions.concedeHoleConfirm', { hole: hole.number }),
      danger: !userId,
    });
    if (!ok) return;
    const outcome = await concede.mutateAsync({ hole: hole.number, userId }).catch(() => null);
    if (outcome && !userId) {
      setLastOutcome(outcome);
      setPlayed(null);
      if (pickUp === 'pick-up') playToast(t('play.pickedUp', { hole: outcome.hole }), 'gray');
    }
  };

  /** Match play: concedes the whole match to the opponent, after a confirmation (it cannot be undone). */
  const concedeTheMatch = async (opponentId: number) => {
    const ok = await feedback.confirm({
      title: t('play.actions.concedeMatch'),
      message: t('play.actions.concedeMatchConfirm', { name: nameOf(opponentId) }),
      danger: true,
    });
    if (ok) concedeMatch.mutate();
  };

  if (!Number.isInteger(roundId) || roundId <= 0 || roundQuery.isError) {
    return (
      <PageError
        title={t('play.loadError')}
        message={roundQuery.error?.message}
        retryLabel={t('play.retry')}
        onRetry={() => void roundQuery.refetch()}
        testId="play-error"
      />
    );
  }
  if (!round || !user || courseQuery.isPending) {
    return (
      <Center mih={240} data-testid="play-loading">
        <Loader aria-label={t('play.loading')} />
      </Center>
    );
  }

  const isHost = round.host_id === meId;
  const mode = round.game_mode;
  const roundCompleted = round.round_status === enums.round_status.completed;
  // The shot that ends my round lands on its hole before the final scorecard shows.
  const state = (roundCompleted || myDone) && !active ? 'completed' : started ? 'ongoing' : 'pending';
  /** What the finished screen says: who conceded the match, if someone did; else whether everyone is done. */
  const finishedText = () => {
    const concededBy = round.match_conceded_by;
    if (concededBy === meId) return t('play.completed.matchConcededByMe');
    if (typeof concededBy === 'number') return t('play.completed.matchConceded', { name: nameOf(concededBy) });
    return roundCompleted ? t('play.completed.roundDone') : t('play.completed.waiting');
  };
  // My last swing here (others' shots land in `shots` too), and whether it went in.
  const myLastShot = lastOutcome ? shots.findLast((shot) => shot.key === lastOutcome.id) : undefined;
  const lastShot =
    !flying && lastOutcome && myLastShot ? (
      <LastShot shot={myLastShot} holed={lastOutcome.completion === 'holed'} unit={unit} />
    ) : null;

  const actions = (
    <Group gap="xs" data-testid="round-actions">
      {state === 'ongoing' && mulligansOffered(round) && (
        <Button
          size="xs"
          variant="light"
          color={armed ? 'orange' : undefined}
          disabled={!mulliganAction.enabled}
          onClick={() => (armed ? takeBackMulligan(armed) : takeMulligan())}
          data-testid="action-mulligan"
          data-armed={mulliganArmed}
        >
          {armed ? t('play.actions.cancelMulligan') : t('play.actions.mulligan', { count: mulligansLeft })}
        </Button>
      )}
      {state === 'ongoing' && mode === enums.game_mode.match_play && opponent && (
        <Button
          size="xs"
          variant="light"
          disabled={flying || concede.isPending || opponent.current_hole !== currentHoleNumber}
          onClick={() => void concedeTo(opponent.user_id)}
          data-testid="action-concede-putt"
        >
          {t('play.actions.concedePutt')}
        </Button>
      )}
      {/* Match play concedes the hole to an opponent; stroke play picks it up. */}
      {state === 'ongoing' && pickUp && (pickUp === 'pick-up' || opponent) && (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={flying || concede.isPending}
          onClick={() => void concedeTo()}
          data-testid={`action-${pickUp}`}
        >
          {pickUpLabel}
        </Button>
      )}
      {state === 'ongoing' && mode === enums.game_mode.match_play && opponent && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={concedeMatch.isPending}
          disabled={flying || concede.isPending}
          onClick={() => void concedeTheMatch(opponent.user_id)}
          data-testid="action-concede-match"
        >
          {t('play.actions.concedeMatch')}
        </Button>
      )}
      {state === 'ongoing' && mode === enums.game_mode.driving_range && (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={finish.isPending}
          onClick={() => void endSession()}
          data-testid="action-finish"
        >
          {t('play.actions.finishRange')}
        </Button>
      )}
      {started && (
        <Button size="xs" variant="light" onClick={() => setScoreOpen(true)} data-testid="action-score">
          {t('play.actions.score')}
        </Button>
      )}
      <Button size="xs" variant="subtle" component={Link} to={pathFor(roundPaths.lobby)} data-testid="action-lobby">
        {t('play.actions.lobby')}
      </Button>
      {/* A kiosk does not show a player's statistics (README "Kiosk mode"). */}
      {!kioskLocked && (
        <Button
          size="xs"
          variant="subtle"
          component={Link}
          to={pathFor('profile/statistics')}
          data-testid="action-statistics"
        >
          {t('play.actions.statistics')}
        </Button>
      )}
    </Group>
  );

  // This hole's strokes as the server has them (they survive a reload), then the ones seen live.
  const holeTracers: Tracer[] = [];
  if (hole) {
    const seen = new Set<string>();
    const add = (key: string, path: PathPoint[] | null, userId: number) => {
      if (seen.has(key) || !path || path.length === 0 || key === active?.key) return;
      seen.add(key);
      holeTracers.push({ key, path, color: colorOf(userId) });
    };
    for (const player of roundState.data?.players ?? []) {
      if (player.current_hole !== hole.number) continue;
      for (const stroke of player.strokes) add(stroke.id, stroke.ball_path, player.user_id);
    }
    for (const shot of shots) if (shot.hole === hole.number) add(shot.key, shot.path, shot.userId);
  }
  const otherPositions = new Map<number, { hole: number; position: Point }>();
  for (const player of roundState.data?.players ?? []) {
    if (player.user_id !== meId && player.current_hole !== null && player.ball) {
      otherPositions.set(player.user_id, { hole: player.current_hole, position: player.ball.position });
    }
  }
  for (const [userId, seen] of others) otherPositions.set(userId, seen);
  const otherBalls: OtherBall[] = hole
    ? [...otherPositions.entries()]
        .filter(([, o]) => o.hole === hole.number)
        .map(([userId, o]) => ({ userId, name: nameOf(userId), position: o.position, color: colorOf(userId) }))
    : [];

  return (
    <Stack gap="md" data-testid="round-play" data-state={state} data-round-id={round.id} data-game-mode={mode}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <PageTitle>{round.title}</PageTitle>
          <Text size="sm" c="dimmed">
            {round.course.title}
          </Text>
        </Stack>
        {actions}
      </Group>

      {state === 'pending' && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="lg" data-testid="round-pending">
              <Stack gap="sm" align="flex-start">
                <Title order={4}>{t('play.pending.title')}</Title>
                <Text>{isHost ? t('play.pending.host') : t('play.pending.guest')}</Text>
                {isHost && (
                  <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="start-round">
                    {t('play.pending.start')}
                  </Button>
                )}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PlayersPanel round={round} online={online} meId={meId} />
          </Grid.Col>
        </Grid>
      )}

      {state === 'completed' && (
        <Stack gap="sm" data-testid="round-completed">
          <Alert color="green" title={t('play.completed.title')} data-testid="round-finished">
            {finishedText()}
          </Alert>
          {lastShot}
          {scorecard.data && <LiveScorecard card={scorecard.data} unit={unit} />}
          <PlayersPanel round={round} online={online} meId={meId} />
        </Stack>
      )}

      {state === 'ongoing' && hole && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              <Group justify="space-between">
                <HoleInfo round={round} hole={hole} />
                {distanceToPin !== null && (
                  <Text fw={700} data-testid="distance-to-pin" data-cm={Math.round(distanceToPin)}>
                    {t('play.toPin')} <DistanceText cm={distanceToPin} unit={unit} />
                  </Text>
                )}
              </Group>
              <div
                ref={mapBox}
                data-testid="hole-map-box"
                style={
                  stacked
                    ? // Room above for the header and below for the docked Swing bar (and the app's tab bar).
                      { height: 'min(50vh, 460px)', minHeight: 260, scrollMarginTop: 80, scrollMarginBottom: 160 }
                    : { height: '60vh', minHeight: 320 }
                }
              >
                <HoleMap
                  hole={hole}
                  ball={ball?.hole === hole.number ? ball.position : null}
                  aim={ball ? (aim ?? defaultAim(hole, ball.position)) : null}
                  onAim={flying ? undefined : setAim}
                  tracers={holeTracers}
                  active={active}
                  onDone={onTracerDone}
                  watching={watching}
                  onWatched={() => setWatching(null)}
                  others={otherBalls}
                />
              </div>
              <Text size="xs" c="dimmed">
                {touch ? t('play.map.hintTouch') : t('play.map.hint')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Card withBorder padding="md">
                {flying && (
                  <Stack gap={4} mb="sm" data-testid="shot-in-flight">
                    <Text size="sm">{t('play.inFlight')}</Text>
                    <Progress value={100} animated striped />
                  </Stack>
                )}
                {lastShot}
                {pickUpSuggested && (
                  <Alert color="yellow" mb="sm" p="xs" data-testid="pick-up-suggestion" data-strokes={holeStrokes}>
                    <Stack gap={6} align="flex-start">
                      <Text size="sm">
                        {pickUp === 'pick-up'
                          ? t('play.pickUpHint.strokePlay', { count: holeStrokes })
                          : t('play.pickUpHint.matchPlay', { count: holeStrokes })}
                      </Text>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={concede.isPending}
                        onClick={() => void concedeTo()}
                        data-testid="pick-up-suggestion-action"
                      >
                        {pickUpLabel}
                      </Button>
                    </Stack>
                  </Alert>
                )}
                <SwingControls
                  clubs={bag}
                  club={club}
                  onClub={setClub}
                  power={power}
                  onPower={setPower}
                  tempo={tempo}
                  onTempo={setTempo}
                  onSwing={() => void swing()}
                  busy={flying}
                  disabled={!ball || !swingSettings || me?.current_hole == null}
                  mulligan={mulliganArmed}
                  withoutSwing={stacked}
                />
              </Card>
              <LaunchMonitorPanel collapsible />
              <PlayersPanel round={round} online={online} meId={meId} />
              {scorecard.data && (
                <Card withBorder padding="sm" data-testid="live-scorecard">
                  <LiveScorecard card={scorecard.data} unit={unit} />
                </Card>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      {state === 'ongoing' && hole && stacked && (
        <Box
          data-testid="swing-bar"
          py="xs"
          style={{
            position: 'sticky',
            // Above the mobile app's tab bar (MobileLayout, 60 px), or the web layout's footer.
            bottom:
              environment === 'app'
                ? 'calc(60px + env(safe-area-inset-bottom))'
                : 'var(--app-shell-footer-offset, 0px)',
            zIndex: 5,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Group grow>
            <SwingButton
              onSwing={() => void swing()}
              busy={flying}
              disabled={!ball || !swingSettings || me?.current_hole == null || club === null}
              mulligan={mulliganArmed}
            />
          </Group>
        </Box>
      )}

      <ScorecardDialog
        roundId={scoreOpen ? round.id : null}
        title={t('play.actions.score')}
        live={!roundCompleted}
        onClose={() => setScoreOpen(false)}
      />
    </Stack>
  );
}

/** The title over the map: the hole and its par, or on a range (nominal par, its "hole" a lane) the range. */
function HoleInfo({ round, hole }: { round: Round; hole: HoleDefinition }) {
  const { t } = useTranslation();
  const onRange = round.game_mode === enums.game_mode.driving_range;
  return (
    <Text fw={700} data-testid="hole-info">
      {!onRange
        ? t('play.holeInfo', { hole: hole.number, par: hole.par })
        : round.holes.length > 1
          ? t('play.rangeLaneInfo', { range: round.course.title, lane: hole.number })
          : t('play.rangeInfo', { range: round.course.title })}
    </Text>
  );
}

function LastShot({ shot, holed, unit }: { shot: ShotRecord; holed: boolean; unit: UnitType }) {
  const { t } = useTranslation();
  const last = shot.path[shot.path.length - 1];
  const first = shot.path[0];
  if (!last || !first) return null;
  const total = distanceBetween(first, last);
  return (
    <Text size="sm" mb="sm" data-testid="last-shot" data-holed={holed}>
      {t('play.lastShot')} <DistanceText cm={total} unit={unit} />
      {holed && ` · ${t('play.holed')}`}
    </Text>
  );
}
