import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScoringTerm } from './hole-result';
import { scoreStrokePlay } from './stroke-play';
import { COURSE, PARS, player, result } from './test-helpers';

const level = PARS.map((par) => par);

describe('scoreStrokePlay', () => {
  it('scores a 4-player 18-hole round: gross, net, to par, nines and positions', () => {
    const scratch = player('scratch', 0, level); // 72, level par
    const ten = player(
      'ten',
      10,
      PARS.map((par) => par + 1),
    ); // 90 gross, 80 net
    const bogeyWithAce = player('ace', 18, [
      ...PARS.slice(0, 2).map((p) => p + 1),
      1,
      ...PARS.slice(3).map((p) => p + 1),
    ]); // 87
    const plus = player(
      'plus',
      -2,
      PARS.map((par, i) => (i === 0 ? par - 1 : par)),
    ); // 71 gross, 73 net
    const card = scoreStrokePlay(COURSE, [scratch, ten, bogeyWithAce, plus]);

    const byId = Object.fromEntries(card.players.map((p) => [p.playerId, p]));
    expect(byId.scratch!.totals).toMatchObject({
      gross: 72,
      net: 72,
      toPar: 0,
      netToPar: 0,
      holesCompleted: 18,
      par: 72,
    });
    expect(byId.ten!.totals).toMatchObject({ gross: 90, net: 80, toPar: 18, netToPar: 8 });
    expect(byId.ace!.totals).toMatchObject({ gross: 87, net: 69, netToPar: -3 });
    expect(byId.plus!.totals).toMatchObject({ gross: 71, net: 73, toPar: -1, netToPar: 1 });
    expect(byId.ace!.holes[2]!.term).toBe(ScoringTerm.hole_in_one);
    expect(byId.plus!.holes[0]!.term).toBe(ScoringTerm.birdie);
    expect(byId.ten!.holes[0]!.term).toBe(ScoringTerm.bogey);
    expect(byId.scratch!.front).toMatchObject({ gross: 36, par: 36 });
    expect(byId.ten!.back).toMatchObject({ gross: 45, net: 40 });
    // net ranking: ace -3, scratch 0, plus +1, ten +8
    expect(card.players.map((p) => p.position)).toEqual([2, 4, 1, 3]);
    expect(card.players.every((p) => p.finished)).toBe(true);
  });

  it('ranks gross on request, ties sharing a position', () => {
    const card = scoreStrokePlay(
      COURSE,
      [
        player('a', 0, level),
        player('b', 18, level),
        player(
          'c',
          5,
          PARS.map((p) => p + 1),
        ),
      ],
      {
        rankBy: 'gross',
      },
    );
    expect(card.players.map((p) => p.position)).toEqual([1, 1, 3]);
  });

  it('gives handicap strokes on the hardest holes (stroke index) and plus handicaps back on the easiest', () => {
    const card = scoreStrokePlay(COURSE, [player('nine', 9, level), player('plus1', -1, level)]);
    const nine = card.players[0]!.holes;
    expect(
      nine
        .filter((h) => h.strokesReceived === 1)
        .map((h) => h.strokeIndex)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const plus = card.players[1]!.holes;
    expect(plus.find((h) => h.strokesReceived === -1)!.strokeIndex).toBe(18);
  });

  it('reports to par over the holes completed during play', () => {
    const card = scoreStrokePlay(COURSE, [player('a', 0, [3, 5, null])]);
    const a = card.players[0]!;
    expect(a.totals).toMatchObject({ holesCompleted: 2, par: 8, gross: 8, toPar: 0 });
    expect(a.holes[2]!.gross).toBeNull();
    expect(a.finished).toBe(false);
    expect(a.back).toMatchObject({ holesCompleted: 0, gross: 0 });
  });

  it('scores a picked-up hole at net double bogey, or the strokes already counted if more', () => {
    const holes = [result(1, 2, 'picked_up'), result(2, 9, 'picked_up'), result(3, 4, 'gimme')];
    const card = scoreStrokePlay(COURSE.slice(0, 3), [{ playerId: 'p', playingHandicap: 18, holes }], {
      courseHoleCount: 18,
    });
    const [first, second, third] = card.players[0]!.holes;
    expect(first!.gross).toBe(4 + 2 + 1); // par 4, SI 7: one stroke
    expect(second!.gross).toBe(9);
    expect(third!.gross).toBe(4);
  });

  it('scores holes 1-9 of an 18-hole course without courseHoleCount: the 18-hole stroke indexes stand', () => {
    // The course defaults to the largest stroke index present (17 here), not to the 9 holes scored.
    const front = COURSE.slice(0, 9);
    const scratch = scoreStrokePlay(front, [player('a', 0, PARS.slice(0, 9))]).players[0]!;
    expect(scratch.totals).toMatchObject({ holesCompleted: 9, gross: 36, net: 36 });
    const nine = scoreStrokePlay(front, [player('b', 9, PARS.slice(0, 9))]).players[0]!;
    // Handicap 9 over 17 holes: a stroke on the front nine's holes of SI 1-9 (SI 1, 3, 5, 7, 9).
    expect(nine.holes.map((h) => h.strokesReceived)).toEqual(front.map((h) => (h.strokeIndex <= 9 ? 1 : 0)));
  });

  it('with hcp_rebasing over 9 of 18 holes, scales the unrounded playing handicap and rounds once (Rule 6.1b)', () => {
    const front = COURSE.slice(0, 9);
    // Course Handicap 14.5 at 100 %: rounded first it is 15 and 7.5 -> 8 strokes over nine; once, 7.25 -> 7.
    const options = { courseHoleCount: 18, hcpRebasing: true };
    const once = scoreStrokePlay(
      front,
      [{ ...player('a', 15, PARS.slice(0, 9)), unroundedPlayingHandicap: 14.5 }],
      options,
    );
    expect(once.players[0]!.holes.reduce((sum, h) => sum + h.strokesReceived, 0)).toBe(7);
    const twice = scoreStrokePlay(front, [player('a', 15, PARS.slice(0, 9))], options);
    expect(twice.players[0]!.holes.reduce((sum, h) => sum + h.strokesReceived, 0)).toBe(8);
  });

  it('has no front nine for a back-nine round', () => {
    const back = COURSE.slice(9);
    const card = scoreStrokePlay(back, [player('a', 0, [])], { courseHoleCount: 18 });
    expect(card.players[0]!.front).toBeNull();
    expect(card.players[0]!.back).not.toBeNull();
  });

  it('keeps to-par = gross - par and net = gross - playing handicap on a finished round (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 18, maxLength: 18 }),
        fc.integer({ min: -5, max: 54 }),
        (scores, handicap) => {
          const p = scoreStrokePlay(COURSE, [player('p', handicap, scores)]).players[0]!;
          const gross = scores.reduce((a, b) => a + b, 0);
          expect(p.totals.gross).toBe(gross);
          expect(p.totals.toPar).toBe(gross - 72);
          expect(p.totals.net).toBe(gross - handicap);
          expect(p.front!.gross + p.back!.gross).toBe(gross);
        },
      ),
    );
  });
});
