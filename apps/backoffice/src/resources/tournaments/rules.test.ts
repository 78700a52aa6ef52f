import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { aboveMinimumHandicap, divisionBody, roundBody, tournamentSaveBody, validatePrizeSum } from './rules';

const loadedRound = {
  id: 5,
  number: 1,
  course_id: 3,
  course: { id: 3, title: 'Links', par: 72 },
  start_at: '2026-06-01T10:00:00.000Z',
  end_at: '2026-06-01T18:00:00.000Z',
  tournament_cut: 2,
  cut_applied_at: null,
  elevation: 10,
  game_condition: 2,
  gimme_distance: null,
  gimme_on_second_put: false,
  green_stimp: 2,
  tee: 20,
  use_hcp: false,
  hole_group: enums.hole_group.all_18,
  holes: [1, 2],
  mulligans: 0,
};

describe('the prize sum', () => {
  it('is blank or at least 1000', () => {
    expect(validatePrizeSum('')).toBeUndefined();
    expect(validatePrizeSum(null)).toBeUndefined();
    expect(validatePrizeSum(1000)).toBeUndefined();
    expect(validatePrizeSum(999)).toEqual({ message: 'app.validation.prize_sum_min', args: { min: 1000 } });
  });

  it('is there exactly when the winning logic pays', () => {
    const paying = { winning_logic: enums.winning_logic.winner_takes_all };
    const noPayout = { winning_logic: enums.winning_logic.no_payout };
    expect(validatePrizeSum('', paying)).toEqual({ message: 'app.validation.prize_sum_required', args: {} });
    expect(validatePrizeSum(1000, paying)).toBeUndefined();
    expect(validatePrizeSum(null, noPayout)).toBeUndefined();
    expect(validatePrizeSum(1000, noPayout)).toEqual({ message: 'app.validation.prize_sum_no_payout', args: {} });
    // No logic chosen yet: only the amount is checked.
    expect(validatePrizeSum('', { winning_logic: '' })).toBeUndefined();
  });
});

describe("a division's handicap range", () => {
  const values = {
    divisions: [
      { min_handicap: 10, max_handicap: 0 },
      { min_handicap: null, max_handicap: 5 },
    ],
  };
  const field = (index: number) => ({ source: `divisions.${index}.max_handicap` });
  it('ends above its own start, when both are given', () => {
    expect(aboveMinimumHandicap(0, values, field(0))).toEqual({ message: 'app.validation.handicap_range', args: {} });
    expect(aboveMinimumHandicap(10, values, field(0))).toEqual({
      message: 'app.validation.handicap_range',
      args: {},
    });
    expect(aboveMinimumHandicap(10.1, values, field(0))).toBeUndefined();
    expect(aboveMinimumHandicap(5, values, field(1))).toBeUndefined();
    expect(aboveMinimumHandicap('', values, field(0))).toBeUndefined();
  });
});

describe('a round as sent', () => {
  it('keeps the body fields only, in UTC, with holes only for a custom group', () => {
    const body = roundBody({ ...loadedRound, start_at: new Date('2026-06-01T10:00:00Z') });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('course');
    expect(body).not.toHaveProperty('cut_applied_at');
    expect(body).not.toHaveProperty('mulligans');
    expect(body).toMatchObject({ course_id: 3, start_at: '2026-06-01T10:00:00.000Z', holes: null, tournament_cut: 2 });
    expect(roundBody({ ...loadedRound, hole_group: enums.hole_group.custom }).holes).toEqual([1, 2]);
    expect(roundBody({ ...loadedRound, tournament_cut: '' }).tournament_cut).toBeNull();
    expect(roundBody({ start_at: '2026-06-01T10:00:00Z' }).course_id).toBeNull();
  });
});

describe('a save', () => {
  const loaded = {
    id: 1,
    title: 'Open',
    prize_sum: 1000,
    formatted_prize_sum: '1,000 coins',
    hardwareDevices: [{ id: 2, title: 'GC3', hardware_version: 'gc3' }],
    hardware_device_ids: [2],
    rounds: [loadedRound],
  };

  it('sends no rounds when the loaded ones did not change, and never the computed fields', () => {
    const body = tournamentSaveBody({ ...loaded, title: 'Open 2026' }, loaded);
    expect(body).not.toHaveProperty('rounds');
    expect(body).not.toHaveProperty('hardwareDevices');
    expect(body).not.toHaveProperty('formatted_prize_sum');
    expect(body.title).toBe('Open 2026');
  });

  it('sends every round, as body fields, when one changed, and a blank prize sum as none', () => {
    const body = tournamentSaveBody(
      { ...loaded, prize_sum: '', rounds: [{ ...loadedRound, tournament_cut: 3 }] },
      loaded,
    );
    expect(body.prize_sum).toBeNull();
    expect(body.rounds).toEqual([expect.objectContaining({ course_id: 3, tournament_cut: 3 })]);
  });
});

describe('divisions as sent (decision 0098)', () => {
  const loaded = {
    number: 1,
    name: 'Low',
    kind: 'handicap',
    min_handicap: null,
    max_handicap: 10,
    max_ball_speed: null,
  };

  it('keeps a division’s name and bounds, blanks as none', () => {
    expect(divisionBody({ ...loaded, min_handicap: '', max_handicap: '12.5' })).toEqual({
      name: 'Low',
      min_handicap: null,
      max_handicap: 12.5,
      max_ball_speed: null,
    });
  });

  it('sends them only when staff changed them', () => {
    const previous = { title: 'Open', divisions: [loaded] };
    expect(tournamentSaveBody({ title: 'Open', divisions: [loaded] }, previous)).not.toHaveProperty('divisions');
    const changed = tournamentSaveBody({ title: 'Open', divisions: [{ ...loaded, max_handicap: 8 }] }, previous);
    expect(changed.divisions).toEqual([{ name: 'Low', min_handicap: null, max_handicap: 8, max_ball_speed: null }]);
    expect(tournamentSaveBody({ divisions: [{ name: 'Fast', max_ball_speed: 70 }] }).divisions).toEqual([
      { name: 'Fast', min_handicap: null, max_handicap: null, max_ball_speed: 70 },
    ]);
  });
});
