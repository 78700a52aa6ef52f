import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryResult } from './api';
import { describeResult, showsHandicap } from './history';

const entry = (gameMode: number, result: Partial<HistoryResult>, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  round_id: 1,
  title: 'Sunday',
  game_mode: gameMode,
  course: { id: 1, title: 'Links' },
  played_offline: false,
  holes_played: 18,
  strokes: 78,
  to_par: 6,
  completed_at: '2026-11-01T10:00:00.000Z',
  result: { players: 1, position: null, match: null, shots: null, ...result },
  handicap: { counted: false, score_differential: null, reasons: ['not_recorded'] },
  ...over,
});
const match = (outcome: 'won' | 'lost' | 'halved', kind: string, margin: number, remaining: number) => ({
  outcome,
  kind,
  margin,
  holes_remaining: remaining,
  holes_played: 18 - remaining,
  text: '',
});

const text = { even: 'E', locale: 'en' } as const;

describe('describeResult', () => {
  it('stroke play alone: strokes and to par', () => {
    expect(describeResult(entry(20, { position: 1 }), text)).toEqual([
      { key: 'strokes', params: { strokes: 78, toPar: '+6' } },
    ]);
  });

  it('stroke play with others: the position too; a 9-hole round says so', () => {
    const lines = describeResult(entry(20, { players: 3, position: 2 }, { holes_played: 9, to_par: 0 }), text);
    expect(lines).toEqual([
      { key: 'strokes', params: { strokes: 78, toPar: 'E' } },
      { key: 'holes', params: { count: 9 } },
      { key: 'result.position', params: { position: 2, players: 3 } },
    ]);
  });

  it('match play from the player side: won 3 & 2, lost 1 up, halved, conceded', () => {
    expect(describeResult(entry(10, { players: 2, match: match('won', 'won', 3, 2) }), text)).toEqual([
      { key: 'result.won', params: {}, score: { key: 'andRemaining', margin: 3, remaining: 2 } },
    ]);
    expect(describeResult(entry(10, { players: 2, match: match('lost', 'won', 1, 0) }), text)).toEqual([
      { key: 'result.lost', params: {}, score: { key: 'up', margin: 1, remaining: 0 } },
    ]);
    expect(describeResult(entry(10, { match: match('halved', 'halved', 0, 0) }), text)[0]!.key).toBe('result.halved');
    expect(describeResult(entry(10, { match: match('won', 'conceded', 1, 5) }), text)[0]!.key).toBe(
      'result.wonConceded',
    );
    expect(describeResult(entry(10, { match: match('lost', 'conceded', 1, 5) }), text)[0]!.key).toBe(
      'result.lostConceded',
    );
    expect(describeResult(entry(10, {}), text)).toEqual([]);
  });

  it('closest to pin: the position, alone or among several; driving range: the shots', () => {
    expect(describeResult(entry(30, { players: 4, position: 1 }), text)).toEqual([
      { key: 'result.position', params: { position: 1, players: 4 } },
    ]);
    // Played alone it is still the result of the game (QA: the history showed "—" for position 1).
    expect(describeResult(entry(30, { players: 1, position: 1 }), text)).toEqual([
      { key: 'result.position', params: { position: 1, players: 1 } },
    ]);
    // A round the server could not rank (no try with a result) has no position to show.
    expect(describeResult(entry(30, { players: 2, position: null }), text)).toEqual([]);
    expect(describeResult(entry(50, { shots: 42 }), text)).toEqual([{ key: 'result.shots', params: { count: 42 } }]);
  });
});

describe('showsHandicap', () => {
  it('only stroke play and match play say whether they counted for the Handicap Index', () => {
    expect([10, 20, 30, 50].map((mode) => showsHandicap(entry(mode, {})))).toEqual([true, true, false, false]);
  });
});
