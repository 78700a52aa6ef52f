import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { centimetres, scoreClosestToPin, scoreStrokePlay, type HoleResult } from '@golf/golf';
import type { Scorecard } from './api';
import { resultScore, roundResult } from './round-result';

// Two par 3s and a par 4, stroke indexes 1..3: a playing handicap of 3 gets one stroke a hole.
const holes = [
  { number: 1, par: 3, strokeIndex: 2 },
  { number: 2, par: 4, strokeIndex: 1 },
  { number: 3, par: 3, strokeIndex: 3 },
];
const holed = (scores: readonly (number | null)[]): HoleResult[] =>
  scores.flatMap((strokes, i) =>
    strokes === null ? [] : [{ holeNumber: i + 1, strokes, penaltyStrokes: 0, putts: 2, completion: 'holed' as const }],
  );

const base = (ids: readonly string[]) => ({
  round_id: 1,
  round_status: enums.round_status.completed,
  players: ids.map((id) => ({ id, user_id: Number(id), display_name: `P${id}`, play_status: 100 })),
  flagged_strokes: [],
});

/** A stroke play card from the golf engine: each player's handicap and hole scores (null: not played yet). */
function strokeCard(rankBy: 'gross' | 'net', players: Record<string, [number, (number | null)[]]>): Scorecard {
  const inputs = Object.entries(players).map(([playerId, [playingHandicap, scores]]) => ({
    playerId,
    playingHandicap,
    holes: holed(scores),
  }));
  return {
    ...base(Object.keys(players)),
    game_mode: enums.game_mode.stroke_play,
    stroke_play: scoreStrokePlay(holes, inputs, { rankBy }),
  };
}

/** A closest-to-pin card: each player's distances per hole in cm (null: no result). */
function pinCard(players: Record<string, (number | null)[]>): Scorecard {
  const attempts = Object.entries(players).flatMap(([playerId, distances]) =>
    distances.map((cm, i) => ({ playerId, holeNumber: i + 1, distanceCm: cm === null ? null : centimetres(cm) })),
  );
  return {
    ...base(Object.keys(players)),
    game_mode: enums.game_mode.closest_to_pin,
    closest_to_pin: scoreClosestToPin({ holes: [1, 2], playerIds: Object.keys(players), tries: 1, attempts }),
  };
}

describe('roundResult', () => {
  it('names the gross winner of a round without handicaps', () => {
    const card = strokeCard('gross', { '1': [0, [3, 4, 3]], '2': [0, [4, 5, 3]] });
    expect(roundResult(card, true)).toEqual({ kind: 'won', playerId: '1' });
  });

  it('names the net winner when the round uses handicaps, even when gross says otherwise', () => {
    // Gross 10 against 12, but player 2 receives a stroke a hole: net 9 beats 10.
    const card = strokeCard('net', { '1': [0, [3, 4, 3]], '2': [3, [4, 5, 3]] });
    expect(roundResult(card, true)).toEqual({ kind: 'won', playerId: '2' });
    expect(resultScore(card, '2')).toEqual({
      mode: 'stroke',
      rankBy: 'net',
      gross: 12,
      toPar: 2,
      net: 9,
      netToPar: -1,
    });
  });

  it('says tied when several share first place, and names them all', () => {
    const card = strokeCard('gross', { '1': [0, [3, 4, 3]], '2': [0, [4, 3, 3]], '3': [0, [5, 5, 5]] });
    expect(roundResult(card, true)).toEqual({ kind: 'tied', playerIds: ['1', '2'] });
  });

  it('names nobody while others still play, or while a card still misses a hole', () => {
    const done = strokeCard('gross', { '1': [0, [3, 4, 3]], '2': [0, [4, 5, 3]] });
    expect(roundResult(done, false)).toEqual({ kind: 'provisional' });
    // The round is over, but the card was read before the last hole arrived.
    const behind = strokeCard('gross', { '1': [0, [3, 4, 3]], '2': [0, [4, 5, null]] });
    expect(roundResult(behind, true)).toEqual({ kind: 'provisional' });
  });

  it('gives a single player their score, never a win', () => {
    const card = strokeCard('net', { '1': [0, [3, 4, 3]] });
    expect(roundResult(card, true)).toEqual({ kind: 'solo', playerId: '1' });
    expect(roundResult(pinCard({ '7': [120, 300] }), true)).toEqual({ kind: 'solo', playerId: '7' });
  });

  it('ranks closest to pin by holes with a result, then the total distance', () => {
    const card = pinCard({ '1': [100, 900], '2': [200, 300], '3': [50, null] });
    expect(roundResult(card, true)).toEqual({ kind: 'won', playerId: '2' });
    expect(resultScore(card, '2')).toEqual({ mode: 'distance', totalBestCm: 500, holesWithResult: 2 });
    // Player 3 was closest on hole 1 but has no result on hole 2: last.
    expect(resultScore(card, '3')).toEqual({ mode: 'distance', totalBestCm: 50, holesWithResult: 1 });
  });

  it('has no result line for match play (its status says it) or the range', () => {
    const match: Scorecard = { ...base(['1', '2']), game_mode: enums.game_mode.match_play, match_play: null };
    const range: Scorecard = { ...base(['1']), game_mode: enums.game_mode.driving_range, driving_range: [] };
    expect(roundResult(match, true)).toEqual({ kind: 'none' });
    expect(roundResult(range, true)).toEqual({ kind: 'none' });
    expect(resultScore(range, '1')).toBeNull();
  });

  it('has none for a card without players', () => {
    expect(roundResult(strokeCard('gross', {}), true)).toEqual({ kind: 'none' });
  });
});
