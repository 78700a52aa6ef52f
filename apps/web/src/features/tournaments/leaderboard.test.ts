import { describe, expect, it } from 'vitest';
import type { LeaderboardRow, TournamentDetail, TournamentDivision } from '@golf/contracts';
import {
  boardBases,
  defaultBasis,
  divisionTerms,
  hasPlayed,
  leaderboardLines,
  projectedCut,
  thruText,
  toParText,
  viewParam,
} from './leaderboard';

type Row = Pick<LeaderboardRow, 'status' | 'position'>;
const ranked = (position: number | null): Row => ({ status: 'entered', position });
const cut: Row = { status: 'cut', position: null };
const dq: Row = { status: 'disqualified', position: null };

describe('score text', () => {
  it.each([
    [0, 'E'],
    [3, '+3'],
    [-2, '−2'],
    [null, '–'],
  ])('%s to par reads %s', (value, text) => expect(toParText(value, 'E')).toBe(text));

  it.each([
    [{ thru: 0, finished_round: false }, '–'],
    [{ thru: 7, finished_round: false }, '7'],
    [{ thru: 18, finished_round: true }, 'F'],
  ])('thru %o reads %s', (row, text) => expect(thruText(row, 'F')).toBe(text));
});

describe('an entrant before their first hole', () => {
  const round = (thru: number) => ({
    number: 1,
    state: 'not_started' as const,
    strokes: null,
    to_par: null,
    points: null,
    thru,
  });
  it('has played once a hole of any round is completed', () => {
    expect(hasPlayed({ rounds: [] })).toBe(false);
    expect(hasPlayed({ rounds: [round(0)] })).toBe(false);
    expect(hasPlayed({ rounds: [round(0), { ...round(1), number: 2 }] })).toBe(true);
  });
});

describe('leaderboard lines', () => {
  it('draws the projected cut under the last place that makes it, ties included', () => {
    const rows = [ranked(1), ranked(2), ranked(2), ranked(4), ranked(5)];
    expect([...leaderboardLines(rows, 2)]).toEqual([[3, 'projected']]);
  });

  it('draws the cut above those who missed it and the DQ line above the disqualified', () => {
    const rows = [ranked(1), ranked(2), cut, cut, dq];
    expect([...leaderboardLines(rows, null)]).toEqual([
      [2, 'cut'],
      [4, 'dq'],
    ]);
  });

  it('puts entrants who have not started below the projected cut, not above', () => {
    expect([...leaderboardLines([ranked(1), ranked(null)], 1)]).toEqual([[1, 'projected']]);
  });

  it("draws a line at a page's top only when the previous row is known to be on the other side", () => {
    expect([...leaderboardLines([cut, cut], null)]).toEqual([]);
    expect([...leaderboardLines([cut, cut], null, ranked(10))]).toEqual([[0, 'cut']]);
    expect([...leaderboardLines([dq], null, dq)]).toEqual([]);
  });

  it('draws nothing on a board without a cut or disqualifications', () => {
    expect(leaderboardLines([ranked(1), ranked(1), ranked(3)], null).size).toBe(0);
  });
});

describe('the projected cut', () => {
  const round = (number: number, cut: number | null, applied: string | null) => ({
    number,
    tournament_cut: cut,
    cut_applied_at: applied,
  });
  const detail = (current: number | null, rounds: ReturnType<typeof round>[]) =>
    ({ current_round: current, rounds }) as unknown as Parameters<typeof projectedCut>[0];

  it("is the current round's cut until it is applied", () => {
    expect(projectedCut(detail(1, [round(1, 2, null), round(2, null, null)]))).toBe(2);
    expect(projectedCut(detail(1, [round(1, 2, '2026-01-01T00:00:00Z')]))).toBeNull();
    expect(projectedCut(detail(2, [round(1, 2, '2026-01-01T00:00:00Z'), round(2, null, null)]))).toBeNull();
    expect(projectedCut(detail(null, [round(1, 2, null)]))).toBeNull();
  });
});

describe('gross or net (decision 0099)', () => {
  const detail = (format: 'stroke_play' | 'stableford', useHcp: boolean) =>
    ({ format, rounds: [{ use_hcp: useHcp }] }) as unknown as Pick<TournamentDetail, 'format' | 'rounds'>;

  it.each([
    { name: 'gross rounds', format: 'stroke_play', hcp: false, own: 'gross', bases: ['gross', 'net'] },
    { name: 'net rounds', format: 'stroke_play', hcp: true, own: 'net', bases: ['gross', 'net'] },
    { name: 'stableford', format: 'stableford', hcp: true, own: 'stableford', bases: ['stableford', 'gross', 'net'] },
  ] as const)('$name', ({ format, hcp, own, bases }) => {
    expect(defaultBasis(detail(format, hcp))).toBe(own);
    expect(boardBases(detail(format, hcp))).toEqual(bases);
  });

  it.each([
    { format: 'stroke_play', hcp: false, basis: 'gross', want: undefined },
    { format: 'stroke_play', hcp: false, basis: 'net', want: 'net' },
    { format: 'stroke_play', hcp: true, basis: 'gross', want: 'gross' },
    { format: 'stableford', hcp: true, basis: 'stableford', want: undefined },
    { format: 'stableford', hcp: true, basis: 'net', want: 'net' },
  ] as const)('$format with use_hcp $hcp asks $basis as $want', ({ format, hcp, basis, want }) =>
    expect(viewParam(detail(format, hcp), basis)).toBe(want),
  );
});

describe('division terms', () => {
  const division = (d: Partial<TournamentDivision>): TournamentDivision => ({
    number: 1,
    name: 'A',
    kind: 'handicap',
    min_handicap: null,
    max_handicap: null,
    max_ball_speed: null,
    ...d,
  });
  it.each([
    { d: { min_handicap: 10, max_handicap: 20 }, key: 'handicapRange', values: { min: 10, max: 20 } },
    { d: { max_handicap: 10 }, key: 'handicapBelow', values: { max: 10 } },
    { d: { min_handicap: 20 }, key: 'handicapFrom', values: { min: 20 } },
    { d: { kind: 'ball_speed', max_ball_speed: 67 }, key: 'ballSpeed', values: { speed: 67, mph: 150 } },
  ] as const)('$key', ({ d, key, values }) => expect(divisionTerms(division(d))).toEqual({ key, values }));
});
