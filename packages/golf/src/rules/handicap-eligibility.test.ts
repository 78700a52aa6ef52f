import { describe, expect, it } from 'vitest';
import type { HoleResult } from '../scoring/hole-result';
import { type HandicapEligibilityInput, handicapEligibility } from './handicap-eligibility';

const holes = (n: number): HoleResult[] =>
  Array.from({ length: n }, (_, i) => ({
    holeNumber: i + 1,
    strokes: 4,
    penaltyStrokes: 0,
    putts: 2,
    completion: 'holed',
  }));

const eligibleRound: HandicapEligibilityInput = {
  gameMode: 20,
  courseRated: true,
  roundHoleCount: 18,
  holes: holes(18),
  gimmeDistance: null,
  mulligansUsed: 0,
  flaggedStrokes: 0,
};

describe('handicapEligibility', () => {
  it('accepts a full 18-hole stroke-play round without mulligans or gimmes', () => {
    expect(handicapEligibility(eligibleRound)).toEqual({ eligible: true, reasons: [] });
  });

  it.each([
    [
      'a 9-hole match-play round with 60 cm gimmes',
      { gameMode: 10, roundHoleCount: 9, holes: holes(9), gimmeDistance: 600 },
    ],
    ['a picked-up hole', { holes: [...holes(17), { ...holes(18)[17]!, completion: 'picked_up' as const }] }],
  ])('accepts %s', (_label, change) => {
    expect(handicapEligibility({ ...eligibleRound, ...change }).eligible).toBe(true);
  });

  it.each([
    ['closest to pin', { gameMode: 30 }, 'game_mode_not_scored'],
    ['driving range', { gameMode: 50 }, 'game_mode_not_scored'],
    ['an unrated course', { courseRated: false }, 'course_not_rated'],
    ['12 holes', { roundHoleCount: 12, holes: holes(12) }, 'not_9_or_18_holes'],
    ['an unfinished round', { holes: holes(17) }, 'holes_not_completed'],
    ['a mulligan', { mulligansUsed: 1 }, 'mulligans_used'],
    ['75 cm gimmes', { gimmeDistance: 750 }, 'gimme_too_generous'],
    ['second-putt gimmes', { gimmeDistance: 100 }, 'gimme_too_generous'],
    ['automatic putting', { gimmeDistance: 1000 }, 'gimme_too_generous'],
    ['a flagged stroke', { flaggedStrokes: 1 }, 'flagged_strokes'],
    ['played offline (decision 0091)', { playedOffline: true }, 'played_offline'],
  ] as const)('refuses %s', (_label, change, reason) => {
    expect(handicapEligibility({ ...eligibleRound, ...change })).toEqual({ eligible: false, reasons: [reason] });
  });

  it('lists every reason', () => {
    expect(handicapEligibility({ ...eligibleRound, mulligansUsed: 2, flaggedStrokes: 3 }).reasons).toEqual([
      'mulligans_used',
      'flagged_strokes',
    ]);
  });
});
