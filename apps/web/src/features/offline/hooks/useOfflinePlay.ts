import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CourseDetail, PlayerSettings } from '@golf/contracts';
import {
  IDEAL_TEMPO,
  suggestSwing,
  SurfaceType,
  distance,
  playLocalStroke,
  virtualLaunch,
  type Club,
} from '@golf/golf';
import { clientId, launchRequest } from '../../play/hooks/swing-launch';
import { golfBag, swingSettingsOf } from '../../play/hooks/round-play-view';
import { cardOf, launchOf, nextShotOf, offlineSetup, replayRound } from '../local-play';
import { offlineDb, type OfflineKit, type StoredOfflineRound, type StoredOfflineStroke } from '../offline-db';
import { saveOfflineKit } from '../install';
import { syncOfflineRounds } from '../sync';

/** Whether the browser has a network; follows the online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** The player's offline kit and rounds from IndexedDB; the rounds are read again after each sync. */
export function useOfflineStore(userId: number | undefined, settings: PlayerSettings | null) {
  const online = useOnline();
  const [kit, setKit] = useState<OfflineKit | null | undefined>(undefined);
  const [rounds, setRounds] = useState<StoredOfflineRound[]>([]);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    // Online, the kit is saved afresh first (the game layout does too), so this screen never waits for it.
    const fresh = version === 0 && navigator.onLine ? saveOfflineKit(userId, settings).catch(() => undefined) : null;
    void Promise.resolve(fresh)
      .then(() => Promise.all([offlineDb.readKit(userId), offlineDb.roundsOf(userId)]))
      .then(([storedKit, stored]) => {
        if (!live) return;
        setKit(storedKit ?? null);
        setRounds(stored);
      });
    return () => {
      live = false;
    };
  }, [userId, settings, version]);
  // Online with finished rounds (back online, or one just finished): send them, then show what became of them.
  const waiting = rounds.filter((round) => round.status === 'finished').length;
  useEffect(() => {
    if (!online || userId === undefined || waiting === 0) return;
    void syncOfflineRounds(userId)
      .catch(() => undefined)
      .then(reload);
  }, [online, userId, reload, waiting]);

  return { online, kit, rounds, reload };
}

/** One offline round being played: its strokes from IndexedDB, the state they lead to, and the swing. */
export function useOfflineRound(round: StoredOfflineRound, course: CourseDetail, settings: PlayerSettings | null) {
  const setup = useMemo(() => offlineSetup(course, round), [course, round]);
  const [armed, setArmed] = useState(false);
  const [strokes, setStrokes] = useState<StoredOfflineStroke[] | null>(null);
  const [choice, setChoice] = useState<{ lie: string; club: number; power: number } | null>(null);
  const [tempo, setTempo] = useState(IDEAL_TEMPO);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void offlineDb.strokesOf(round.id).then(setStrokes);
  }, [round.id]);

  const replayed = useMemo(() => (strokes ? replayRound(setup, strokes) : null), [setup, strokes]);
  const next = replayed ? nextShotOf(setup, replayed.state) : null;
  const swingSettings = swingSettingsOf(settings ?? undefined);
  const bag = golfBag(settings?.golf_bag);
  const lie = next ? `${next.hole.number}:${next.ball.position.x}:${next.ball.position.y}` : '';
  const toPin = next ? distance(next.ball.position, next.hole.pin) : null;
  const suggestion =
    next && swingSettings && toPin !== null
      ? suggestSwing(toPin, bag, swingSettings, next.ball.surface === SurfaceType.green)
      : null;
  const club = choice?.lie === lie ? choice.club : (suggestion?.club ?? null);
  const power = choice?.lie === lie ? choice.power : (suggestion?.power ?? 1);
  // A mulligan takes the hole's last stroke again, while the round has some left.
  const mulligansLeft = replayed ? Math.max(0, setup.rules.mulligansPerRound - replayed.state.mulligansUsed) : 0;
  const canMulligan = mulligansLeft > 0 && (replayed?.state.holeState?.strokes ?? 0) > 0;

  /** One swing: flown here, stored under its client stroke id before the screen moves the ball. */
  async function swing() {
    if (!next || !strokes || !swingSettings || club === null || busy) return;
    setBusy(true);
    try {
      const request = launchRequest({
        id: clientId(),
        hole: next.hole.number,
        club,
        launch: virtualLaunch({ club: club as Club, power, tempo, settings: swingSettings }, Math.random),
        aim: next.hole.pin,
        mulligan: armed && canMulligan,
      });
      const stroke: StoredOfflineStroke = {
        id: request.id,
        hole: next.hole.number,
        club,
        ball_speed: request.ball_speed,
        launch_angle: request.launch_angle,
        azimuth: request.azimuth,
        back_spin: request.back_spin ?? 0,
        side_spin: request.side_spin ?? 0,
        aim: request.aim ?? next.hole.pin,
        mulligan: armed && canMulligan,
        roundId: round.id,
        seq: strokes.length,
      };
      setArmed(false);
      // Only a stroke the rules take is kept: the server would refuse the round otherwise.
      if (!playLocalStroke(setup, replayed!.state, launchOf(stroke)).ok) return false;
      await offlineDb.putStroke(stroke);
      const all = [...strokes, stroke];
      const after = replayRound(setup, all);
      const finished = after.state.finished;
      await offlineDb.putRound({ ...round, card: cardOf(after.state), status: finished ? 'finished' : 'playing' });
      setStrokes(all);
      return finished;
    } finally {
      setBusy(false);
    }
  }

  return {
    loading: strokes === null,
    strokes: strokes ?? [],
    state: replayed?.state ?? null,
    lastShot: replayed?.lastShot ?? null,
    shots: replayed?.shots ?? [],
    mulligansLeft,
    canMulligan,
    armed: armed && canMulligan,
    toggleMulligan: () => setArmed((value) => !value),
    next,
    toPin,
    bag,
    club,
    power,
    tempo,
    busy,
    canSwing: next !== null && swingSettings !== null && club !== null,
    chooseClub: (value: number) => setChoice({ lie, club: value, power }),
    choosePower: (value: number) => club !== null && setChoice({ lie, club, power: value }),
    chooseTempo: setTempo,
    swing,
  };
}
