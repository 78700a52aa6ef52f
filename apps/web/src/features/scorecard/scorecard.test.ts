import { describe, expect, it } from 'vitest';
import type { MatchPlayHole, ScorecardPlayer } from './api';
import {
  formatToPar,
  holeOutcomeFor,
  matchHoleScore,
  matchScore,
  matchStatusKey,
  playerName,
  strokePlayColumns,
  strokePlayMinWidth,
  strokesOnCard,
  STROKE_PLAY_COLUMN_WIDTH,
  STROKE_PLAY_NAME_WIDTH,
  termTone,
  termTones,
  toneColors,
  toneMarks,
} from './scorecard';

const holes = (...numbers: number[]) => numbers.map((holeNumber) => ({ holeNumber }));
const kinds = (columns: ReturnType<typeof strokePlayColumns>) =>
  columns.map((column) => (column.kind === 'hole' ? column.index : column.kind));

describe('formatToPar', () => {
  it.each([
    [0, 'en', 'E'],
    [3, 'en', '+3'],
    [-2, 'en', '-2'],
    [-2, 'sv', '\u22122'],
    [12, 'sv', '+12'],
  ] as const)('%i in %s is written %s', (toPar, locale, text) => {
    expect(formatToPar(toPar, { even: 'E', locale })).toBe(text);
  });
});

describe('termTone', () => {
  it.each([
    [10, 'eagle'],
    [20, 'eagle'],
    [30, 'eagle'],
    [60, 'eagle'],
    [40, 'birdie'],
    [50, 'par'],
    [70, 'bogey'],
    [80, 'double'],
    [90, 'double'],
    [100, 'double'],
  ])('scoring_term %i is marked %s', (term, tone) => {
    expect(termTone(term)).toBe(tone);
  });

  it('marks nothing on a hole not completed or an unknown term', () => {
    expect(termTone(null)).toBeNull();
    expect(termTone(55)).toBeNull();
  });
});

describe('toneMarks', () => {
  it.each([
    ['eagle', 'circle', 2],
    ['birdie', 'circle', 1],
    ['par', 'none', 0],
    ['bogey', 'square', 1],
    ['double', 'square', 2],
  ] as const)('%s is marked like a paper scorecard: %s × %i', (tone, shape, rings) => {
    expect(toneMarks[tone]).toMatchObject({ shape, rings });
  });

  it('no two tones share a mark or a colour (bogey and double bogey were blue and indigo chips alike)', () => {
    const marks = termTones.map((tone) => `${toneMarks[tone].shape}×${toneMarks[tone].rings}`);
    expect(new Set(marks).size).toBe(termTones.length);
    expect(new Set(termTones.map((tone) => toneColors[tone])).size).toBe(termTones.length);
  });
});

describe('strokePlayColumns', () => {
  it('18 holes: out after 9, in after 18, then total', () => {
    const columns = kinds(strokePlayColumns(holes(...Array.from({ length: 18 }, (_, i) => i + 1))));
    expect(columns).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 'out', 9, 10, 11, 12, 13, 14, 15, 16, 17, 'in', 'total']);
  });

  it('one nine only: just the total', () => {
    expect(kinds(strokePlayColumns(holes(10, 11, 12)))).toEqual([0, 1, 2, 'total']);
    expect(kinds(strokePlayColumns(holes(1, 2)))).toEqual([0, 1, 'total']);
  });

  it('a custom order starting on the back nine puts each subtotal after its nine', () => {
    expect(kinds(strokePlayColumns(holes(10, 18, 1, 9)))).toEqual([0, 1, 'in', 2, 3, 'out', 'total']);
  });
});

describe('match play', () => {
  const hole = (outcome: MatchPlayHole['outcome'], winner: string | null): MatchPlayHole => ({
    holeNumber: 1,
    extra: false,
    strokesReceived: [0, 0],
    net: [4, 5],
    outcome,
    winner,
    status: { kind: 'up', leader: winner, margin: 1, holesPlayed: 1, holesRemaining: 17, text: '1 up' },
  });

  it('shows a hole given up as picked up, on the dialog and the live card alike', () => {
    // Player b picked up (a was awarded the hole): neither holed out.
    const pickedUp: MatchPlayHole = { ...hole('won', 'a'), net: [null, null] };
    expect(matchHoleScore(pickedUp, 1, 'b')).toBe('picked_up');
    expect(matchHoleScore(pickedUp, 0, 'a')).toBeNull();
    // b picked up after a had holed out: a keeps the score.
    const afterHoling: MatchPlayHole = { ...hole('won', 'a'), net: [4, null] };
    expect(matchHoleScore(afterHoling, 0, 'a')).toBe(4);
    expect(matchHoleScore(afterHoling, 1, 'b')).toBe('picked_up');
    // Both picked up: halved, and both gave it up.
    const bothPickedUp: MatchPlayHole = { ...hole('halved', null), net: [null, null] };
    expect(matchHoleScore(bothPickedUp, 0, 'a')).toBe('picked_up');
    expect(matchHoleScore(bothPickedUp, 1, 'b')).toBe('picked_up');
    // Still being played: no score yet, not a pick-up.
    const playing: MatchPlayHole = { ...hole('undecided', null), net: [4, null] };
    expect(matchHoleScore(playing, 0, 'a')).toBe(4);
    expect(matchHoleScore(playing, 1, 'b')).toBeNull();
    // Holed out by both.
    expect(matchHoleScore(hole('won', 'a'), 1, 'b')).toBe(5);
  });

  it('reads a hole from either side', () => {
    expect(holeOutcomeFor(hole('won', 'a'), 'a')).toBe('won');
    expect(holeOutcomeFor(hole('won', 'a'), 'b')).toBe('lost');
    expect(holeOutcomeFor(hole('halved', null), 'b')).toBe('halved');
    expect(holeOutcomeFor(hole('undecided', null), 'a')).toBeNull();
  });

  it('writes "3 & 2" with holes to spare and "1 up" on the last hole; nothing otherwise', () => {
    expect(matchScore({ kind: 'won', margin: 3, holesRemaining: 2 })).toEqual({
      key: 'andRemaining',
      margin: 3,
      remaining: 2,
    });
    expect(matchScore({ kind: 'won', margin: 1, holesRemaining: 0 })).toMatchObject({ key: 'up', margin: 1 });
    expect(matchScore({ kind: 'halved', margin: 0, holesRemaining: 0 })).toBeNull();
    expect(matchScore({ kind: 'dormie', margin: 2, holesRemaining: 2 })).toBeNull();
    expect(matchScore({ kind: 'conceded', margin: 1, holesRemaining: 4 })).toBeNull();
  });

  it('has a catalogue key for every status kind', () => {
    expect(matchStatusKey({ kind: 'all_square' })).toBe('allSquare');
    expect(matchStatusKey({ kind: 'extra_holes' })).toBe('extraHoles');
    expect(matchStatusKey({ kind: 'dormie' })).toBe('dormie');
  });
});

describe('playerName', () => {
  const players: ScorecardPlayer[] = [{ id: '7', user_id: 7, display_name: 'Anna', play_status: 100 }];
  it('finds the display name, falls back to the id', () => {
    expect(playerName(players, '7')).toBe('Anna');
    expect(playerName(players, '8')).toBe('8');
    expect(playerName(players, null)).toBe('');
  });
});

describe('strokePlayMinWidth', () => {
  it('keeps room for a score in every column, so an 18-hole card scrolls sideways on a phone', () => {
    const eighteen = strokePlayColumns(holes(...Array.from({ length: 18 }, (_, i) => i + 1)));
    expect(eighteen).toHaveLength(21); // 18 holes, out, in, total
    const width = strokePlayMinWidth(eighteen.length);
    expect(width).toBe(STROKE_PLAY_NAME_WIDTH + 21 * STROKE_PLAY_COLUMN_WIDTH);
    expect(width).toBeGreaterThan(390);
    // Per score column: a two-digit chip (about 28 px) and the cell padding (2 × 7 px) fit.
    expect((width - STROKE_PLAY_NAME_WIDTH) / eighteen.length).toBeGreaterThanOrEqual(28 + 14);
  });

  it('a nine-hole card needs less room than an eighteen-hole one', () => {
    const nine = strokePlayColumns(holes(1, 2, 3, 4, 5, 6, 7, 8, 9));
    expect(nine).toHaveLength(10);
    expect(strokePlayMinWidth(nine.length)).toBeLessThan(strokePlayMinWidth(21));
  });
});

describe('strokesOnCard', () => {
  it('adds the strokes of the holes on the card: 7 of a 14 handicap on nine holes, given back for a plus one', () => {
    const holes = (strokes: number[]) => ({ holes: strokes.map((strokesReceived) => ({ strokesReceived })) });
    expect(strokesOnCard(holes([1, 1, 0, 1, 1, 1, 0, 1, 1]))).toBe(7);
    expect(strokesOnCard(holes([-1, 0, -1, 0, 0, 0, 0, 0, 0]))).toBe(-2);
    expect(strokesOnCard(holes([]))).toBe(0);
  });
});
