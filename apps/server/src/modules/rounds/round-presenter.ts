import { enums } from '@golf/contracts';
import type { RoundPlayerRow, RoundRow } from './rounds.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The round's wager: every player stakes the same amount on joining, so the pot is that times the players. */
export function presentWager(round: RoundRow, playerCount: number) {
  if (round.wagerAmount === null || round.wagerTokenType === null || round.wagerState === null) return null;
  const settlement = round.wagerSettlement;
  return {
    amount: round.wagerAmount,
    token_type: round.wagerTokenType,
    minimum_raised: round.wagerMinimumRaised,
    state: round.wagerState as 'open' | 'review' | 'paid' | 'refunded',
    pot: round.wagerAmount * playerCount,
    fee: settlement?.fee ?? null,
    payouts: settlement?.payouts ?? [],
  };
}

function settings(round: RoundRow) {
  return {
    id: round.id,
    host_id: round.hostId,
    title: round.title,
    visibility: round.visibility,
    game_mode: round.gameMode,
    max_players: round.maxPlayers,
    elevation: round.elevation,
    game_condition: round.gameCondition,
    gimme_distance: round.gimmeDistance,
    gimme_on_second_put: round.gimmeOnSecondPut,
    mulligans: round.mulligans,
    green_stimp: round.greenStimp,
    tries: round.tries,
    tee: round.tee,
    use_hcp: round.useHcp,
    hole_group: round.holeGroup,
    holes: round.holes,
    restrict_hardware: round.restrictHardware,
    is_local: round.isLocal,
    round_status: round.roundStatus,
    play_status: round.playStatus,
    created_at: round.createdAt.toISOString(),
    started_at: iso(round.startedAt),
    completed_at: iso(round.completedAt),
    match_conceded_by: round.matchConcededBy,
  };
}

/** A player's gross strokes and to-par over their completed holes. */
export interface PlayerScore {
  gross: number;
  toPar: number;
}

/** The strokes taken on each completed hole, as recorded (closest to pin and the range score no strokes against par). */
export const recordedScore = (player: RoundPlayerRow): PlayerScore => ({
  gross: player.scores.reduce((sum, hole) => sum + hole.strokes, 0),
  toPar: player.scores.reduce((sum, hole) => sum + hole.strokes - hole.par, 0),
});

export function presentPlayer(round: RoundRow, player: RoundPlayerRow, displayName: string, score: PlayerScore) {
  const ongoing = player.playStatus === enums.play_status.ongoing;
  return {
    user_id: player.userId,
    display_name: displayName,
    is_host: player.userId === round.hostId,
    is_local: player.isLocal,
    play_status: player.playStatus,
    current_hole: ongoing ? (round.holes[player.holeIndex] ?? null) : null,
    holes_completed: player.scores.length,
    strokes: score.gross,
    to_par: score.toPar,
    mulligans_used: player.mulligansUsed,
  };
}

export function presentRound(
  round: RoundRow,
  course: { id: number; title: string; courseType: number },
  players: { player: RoundPlayerRow; displayName: string; score: PlayerScore }[],
  /** The pending invites: each holds a seat; only the host sees who they are for. */
  invited: { userId: number; displayName: string }[],
  viewerId: number,
) {
  const host = round.hostId === viewerId;
  return {
    ...settings(round),
    course: { id: course.id, title: course.title, course_type: course.courseType },
    join_code: host ? round.joinCode : null,
    player_count: players.length,
    free_slots: Math.max(0, round.maxPlayers - players.length - invited.length),
    players: players.map(({ player, displayName, score }) => presentPlayer(round, player, displayName, score)),
    wager: presentWager(round, players.length),
    invited: host ? invited.map(({ userId, displayName }) => ({ user_id: userId, display_name: displayName })) : null,
  };
}

export function presentLobbyRound(row: {
  round: RoundRow;
  courseTitle: string;
  courseType: number;
  hostName: string;
  playerCount: number;
  seatsTaken: number;
}) {
  return {
    ...settings(row.round),
    course: { id: row.round.courseId, title: row.courseTitle, course_type: row.courseType },
    host_display_name: row.hostName,
    player_count: row.playerCount,
    wager: presentWager(row.round, row.playerCount),
    free_slots: Math.max(0, row.round.maxPlayers - row.seatsTaken),
  };
}
