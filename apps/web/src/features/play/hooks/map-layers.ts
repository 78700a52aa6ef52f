import type { PathPoint, RoundState } from '../api';
import type { OtherBall, Tracer } from '../components/HoleMap';
import type { SeenBall, ShotRecord } from './round-play-reducer';

/** What the map draws on a hole besides my ball: earlier tracers and the other players' balls. */

type ServerPlayers = RoundState['players'] | undefined;

/**
 * This hole's strokes as the server has them (they survive a reload), then the ones seen live, once
 * each; the shot flying now is drawn by its animation instead.
 */
export function holeTracers(
  hole: number,
  serverPlayers: ServerPlayers,
  shots: readonly ShotRecord[],
  flyingKey: string | undefined,
  colorOf: (userId: number) => string,
): Tracer[] {
  const tracers: Tracer[] = [];
  const seen = new Set<string>();
  const add = (key: string, path: PathPoint[] | null | undefined, userId: number) => {
    if (seen.has(key) || !path || path.length === 0 || key === flyingKey) return;
    seen.add(key);
    tracers.push({ key, path, color: colorOf(userId) });
  };
  for (const player of serverPlayers ?? []) {
    if (player.current_hole !== hole) continue;
    for (const stroke of player.strokes) add(stroke.id, stroke.ball_path, player.user_id);
  }
  for (const shot of shots) if (shot.hole === hole) add(shot.key, shot.path, shot.userId);
  return tracers;
}

/** The other players' balls on this hole: where the server's state has them, or where the channel saw them since. */
export function otherBalls(
  hole: number,
  meId: number,
  serverPlayers: ServerPlayers,
  seenLive: ReadonlyMap<number, SeenBall>,
  player: (userId: number) => { name: string; color: string },
): OtherBall[] {
  const positions = new Map<number, SeenBall>();
  for (const other of serverPlayers ?? []) {
    if (other.user_id !== meId && other.current_hole !== null && other.ball) {
      positions.set(other.user_id, { hole: other.current_hole, position: other.ball.position });
    }
  }
  for (const [userId, seen] of seenLive) positions.set(userId, seen);
  return [...positions.entries()]
    .filter(([, seen]) => seen.hole === hole)
    .map(([userId, seen]) => ({ userId, position: seen.position, ...player(userId) }));
}
