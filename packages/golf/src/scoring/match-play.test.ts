import { describe, expect, it } from 'vitest';
import { type MatchPlayInput, matchPlayStrokes, scoreMatchPlay } from './match-play';
import { COURSE, PARS, player, result } from './test-helpers';

/**
 * Scores that give the wanted hole outcome on each hole: 'a' (A wins), 'b'
 * (B wins) or 'h' (halved), both players off scratch.
 */
function match(outcomes: string, extra: Partial<MatchPlayInput> = {}): MatchPlayInput {
  const a = PARS.map((par, i) => (outcomes[i] === 'a' ? par - 1 : par));
  const b = PARS.map((par, i) => (outcomes[i] === 'b' ? par - 1 : par));
  return { holes: COURSE, players: [player('A', 0, a), player('B', 0, b)], ...extra };
}

describe('scoreMatchPlay: status sequences (Rules of Golf 2023, Rule 3.2a)', () => {
  it('wins "4 & 2" when the lead exceeds the holes left; dormie one hole before (Rule 3.2a(3))', () => {
    // holes:        1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18
    const card = scoreMatchPlay(match('ahbaaahhhhhhhhhabb'));
    const texts = card.holes.map((h) => h.status.text);
    expect(texts).toEqual([
      '1 up',
      '1 up',
      'all square',
      '1 up',
      '2 up',
      '3 up',
      ...Array(8).fill('3 up'), // holes 7-14
      '3 up (dormie)', // 3 up with 3 to play
      '4 & 2',
    ]);
    expect(card.holes[14]!.status).toMatchObject({ kind: 'dormie', leader: 'A', margin: 3, holesRemaining: 3 });
    expect(card.finished).toBe(true);
    expect(card.winner).toBe('A');
    expect(card.status).toMatchObject({ kind: 'won', text: '4 & 2', holesPlayed: 16 });
    // Holes 17 and 18 are not played once the match is decided (B's wins there do not count).
    expect(card.holes).toHaveLength(16);
  });

  it('wins "1 up" on the last hole', () => {
    const card = scoreMatchPlay(match('hhhhhhhhhhhhhhhhha'));
    expect(card.holes[16]!.status.text).toBe('all square');
    expect(card.status).toMatchObject({ kind: 'won', leader: 'A', text: '1 up', holesRemaining: 0 });
  });

  it('wins "2 & 1" after being dormie', () => {
    const card = scoreMatchPlay(match('bhhhhhhhhhhhhhhbhh'));
    expect(card.holes[15]!.status).toMatchObject({ kind: 'dormie', leader: 'B', text: '2 up (dormie)' });
    expect(card.status).toMatchObject({ kind: 'won', leader: 'B', text: '2 & 1' });
    expect(card.holes).toHaveLength(17);
  });

  it("halves a match level after the last hole by default (this platform's tie rule)", () => {
    const card = scoreMatchPlay(match('bhhhhhhhhhhhhhhhha'));
    expect(card.holes[16]!.status.text).toBe('1 up (dormie)');
    expect(card.status).toMatchObject({ kind: 'halved', leader: null, text: 'halved' });
    expect(card.finished).toBe(true);
    expect(card.winner).toBeNull();
  });

  it('plays sudden-death extra holes when asked (Rule 3.2a(4))', () => {
    const level = match('hhhhhhhhhhhhhhhhhh', { tieRule: 'extra_holes' });
    const waiting = scoreMatchPlay(level);
    expect(waiting.status).toMatchObject({ kind: 'extra_holes', text: 'all square' });
    expect(waiting.finished).toBe(false);

    const card = scoreMatchPlay({
      ...level,
      extraHoleResults: [
        [result(1, 4), result(2, 4)],
        [result(1, 4), result(2, 3)],
      ],
    });
    expect(card.holes.slice(18).map((h) => [h.holeNumber, h.extra, h.outcome])).toEqual([
      [1, true, 'halved'],
      [2, true, 'won'],
    ]);
    expect(card.status).toMatchObject({ kind: 'won', leader: 'B', text: '1 up (20 holes)' });
  });
});

describe('scoreMatchPlay: concessions, gimmes and handicaps', () => {
  it('gives the hole to the opponent when a player picks up (Rule 3.2b(2)), even before the opponent holes out', () => {
    const input = match('');
    const b = { ...input.players[1], holes: [result(1, 4), result(2, 3, 'picked_up')] };
    const a = { ...input.players[0], holes: [result(1, 4)] };
    const card = scoreMatchPlay({ ...input, players: [a, b] });
    expect(card.holes[1]).toMatchObject({ outcome: 'won', winner: 'A', net: [null, null] });
    expect(card.holes[1]!.status.text).toBe('1 up');
  });

  it('gives the hole to the player it was awarded to, with or without the other side picking up', () => {
    const a = { playerId: 'A', playingHandicap: 0, holes: [result(1, 2, 'awarded'), result(2, 0, 'awarded')] };
    const b = { playerId: 'B', playingHandicap: 0, holes: [result(1, 3, 'picked_up')] };
    const card = scoreMatchPlay({ holes: COURSE, players: [a, b] });
    expect(card.holes.slice(0, 2).map((hole) => [hole.outcome, hole.winner, hole.net])).toEqual([
      ['won', 'A', [null, null]],
      ['won', 'A', [null, null]],
    ]);
    expect(card.holes[1]!.status.text).toBe('2 up');
  });

  it('halves a hole both players pick up', () => {
    const a = { playerId: 'A', playingHandicap: 0, holes: [result(1, 5, 'picked_up')] };
    const b = { playerId: 'B', playingHandicap: 0, holes: [result(1, 6, 'picked_up')] };
    expect(scoreMatchPlay({ holes: COURSE, players: [a, b] }).holes[0]!.outcome).toBe('halved');
  });

  it('counts a gimme and a conceded stroke as holed with the added stroke', () => {
    const a = { playerId: 'A', playingHandicap: 0, holes: [result(1, 4, 'gimme'), result(2, 3, 'conceded')] };
    const b = { playerId: 'B', playingHandicap: 0, holes: [result(1, 4), result(2, 4)] };
    const card = scoreMatchPlay({ holes: COURSE, players: [a, b] });
    expect(card.holes.map((h) => h.outcome)).toEqual(['halved', 'won', 'undecided']);
    expect(card.status.text).toBe('1 up');
  });

  it('ends the match when a player concedes it (Rule 3.2b(3))', () => {
    const card = scoreMatchPlay(match('bbhhh', { concession: { concededBy: 'B', afterHoles: 5 } }));
    expect(card.holes).toHaveLength(5);
    expect(card.status).toMatchObject({ kind: 'conceded', leader: 'A', text: 'conceded' });
    expect(card.winner).toBe('A');
    expect(card.finished).toBe(true);
  });

  it('gives the higher handicap the difference by stroke index (Appendix C, 100 %)', () => {
    const input: MatchPlayInput = { holes: COURSE, players: [player('A', 10, []), player('B', 4, [])] };
    const [a, b] = matchPlayStrokes(input);
    expect(a.reduce((s, x) => s + x, 0)).toBe(6);
    expect(b.every((x) => x === 0)).toBe(true);
    expect(
      COURSE.filter((_, i) => a[i] === 1)
        .map((h) => h.strokeIndex)
        .sort((x, y) => x - y),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    // Hole 2 is SI 1: A's 5 is a net 4 and halves B's 4.
    const card = scoreMatchPlay({ ...input, players: [player('A', 10, [4, 5]), player('B', 4, [4, 4])] });
    expect(card.holes.slice(0, 2).map((h) => h.outcome)).toEqual(['halved', 'halved']);
    const gross = scoreMatchPlay({
      ...input,
      players: [player('A', 10, [4, 5]), player('B', 4, [4, 4])],
      useHandicap: false,
    });
    expect(gross.holes[1]!.winner).toBe('B');
  });

  it('reports an undecided hole while it is being played', () => {
    const card = scoreMatchPlay({ holes: COURSE, players: [player('A', 0, [4]), player('B', 0, [])] });
    expect(card.holes).toHaveLength(1);
    expect(card.holes[0]!.outcome).toBe('undecided');
    expect(card.status).toMatchObject({ kind: 'all_square', holesRemaining: 18 });
    expect(card.finished).toBe(false);
  });

  it('refuses two identical players', () => {
    expect(() => scoreMatchPlay({ holes: COURSE, players: [player('A', 0, []), player('A', 0, [])] })).toThrow(
      RangeError,
    );
  });
});
