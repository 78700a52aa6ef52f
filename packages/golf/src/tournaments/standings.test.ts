import { describe, expect, it } from 'vitest';
import { missedCut, rankStandings, type StandingInput, type StandingStatus } from './standings';

const entry = (
  id: number,
  score: number,
  holesPlayed = 18,
  status: StandingStatus = 'entered',
): StandingInput<number> => ({
  id,
  score,
  holesPlayed,
  status,
  order: id,
});

describe('rankStandings', () => {
  it.each([
    {
      name: 'stroke play: lowest to par first, ties share the position',
      basis: 'gross' as const,
      entries: [entry(1, 2), entry(2, -3), entry(3, 2), entry(4, 0), entry(5, 2)],
      want: [
        [2, 1, '1'],
        [4, 2, '2'],
        [1, 3, 'T3'],
        [3, 3, 'T3'],
        [5, 3, 'T3'],
      ],
    },
    {
      name: 'stableford: most points first',
      basis: 'stableford' as const,
      entries: [entry(1, 30), entry(2, 36), entry(3, 36)],
      want: [
        [2, 1, 'T1'],
        [3, 1, 'T1'],
        [1, 3, '3'],
      ],
    },
    {
      name: 'not started, cut and DQ follow the ranked, in that order',
      basis: 'net' as const,
      entries: [
        entry(1, -5, 36, 'disqualified'),
        entry(2, 4, 36, 'cut'),
        entry(3, 0, 0),
        entry(4, 1, 20),
        entry(5, 2, 36, 'cut'),
      ],
      want: [
        [4, 1, '1'],
        [3, null, '-'],
        [5, null, 'CUT'],
        [2, null, 'CUT'],
        [1, null, 'DQ'],
      ],
    },
  ])('$name', ({ basis, entries, want }) => {
    expect(rankStandings(entries, basis).map((s) => [s.id, s.position, s.label])).toEqual(want);
  });
});

describe('missedCut', () => {
  const standings = rankStandings(
    [
      entry(1, -4),
      entry(2, -2),
      entry(3, -2),
      entry(4, 0),
      entry(5, 1),
      entry(6, 0, 0),
      entry(7, 0, 18, 'disqualified'),
    ],
    'gross',
  );

  it.each([
    // Top 2 and ties: the T2 pair both go on.
    { cut: 2, missed: [4, 5, 6] },
    { cut: 3, missed: [4, 5, 6] },
    { cut: 4, missed: [5, 6] },
    { cut: 1, missed: [2, 3, 4, 5, 6] },
    { cut: 10, missed: [6] },
  ])('top $cut and ties go on', ({ cut, missed }) => {
    expect(missedCut(standings, cut).sort()).toEqual(missed);
  });

  it('refuses a cut below 1', () => {
    expect(() => missedCut(standings, 0)).toThrow();
  });
});
