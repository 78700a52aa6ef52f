import { describe, it, expect } from 'vitest';
import { enums, enumValues, memberOf, unitVariantEnums, stimpByLevel, type EnumName } from './enums';
import { en } from './i18n';

/**
 * Spec section 3, "Enumerations (numeric keys)", written out literally: value → meaning.
 * Where the spec names the values, each is checked against its member; where it only gives a
 * range, the exact set of values is checked.
 */
const named: Partial<Record<EnumName, Record<string | number, string>>> = {
  friend_status: { 10: 'pending', 20: 'accepted' },
  round_visibility: { 10: 'public', 20: 'private' },
  round_status: { 10: 'active', 20: 'completed' },
  game_mode: { 10: 'match_play', 20: 'stroke_play', 30: 'closest_to_pin', 50: 'driving_range' },
  play_status: { 0: 'pending', 10: 'ongoing', 100: 'round_completed' },
  token_type: { 10: 'coins', 20: 'diamonds' },
  ball_type: { 10: 'regular', 20: 'practice', 30: 'foam' },
  teeing_type: { 10: 'front', 20: 'middle', 30: 'back' },
  surface_type: { 10: 'tee', 20: 'other', 30: 'green', 40: 'bunker', 50: 'fairway', 60: 'penalty' },
  stroke_rule: { 10: 'out_of_bounds' },
  num_stroke_reason: { 10: 'concede', 20: 'out_of_bounds', 30: 'water', 40: 'gimme', 50: 'unplayable' },
  transaction_action: {
    10: 'wager_payment',
    20: 'wager_payout',
    21: 'wager_payment_refund',
    22: 'tournament_payout',
    23: 'club_member_fee',
    24: 'tournament_entry_fee',
    25: 'club_member_fee_refund',
    26: 'tournament_refund',
    27: 'club_creation_fee',
    30: 'purchase',
    40: 'gift',
    50: 'initial_balance',
    60: 'admin_adjustment',
    70: 'voucher_payout',
  },
  transaction_event_type: { 10: 'credit', 20: 'debit' },
  hole_group: { 10: 'all_18', 20: 'front_9', 30: 'back_9', 99: 'custom' },
  product_type: { 10: 'in_game_currency', 20: 'dlc', 30: 'content', 40: 'external_offer' },
  product_price_type: { 10: 'money', 20: 'in_game_currency' },
  product_category: { 10: 'map_pack', 20: 'external_offer' },
  winning_logic: {
    10: 'winner_takes_all',
    20: 'top_10_linear_split',
    30: 'top_10_exponential_split',
    100: 'no_payout',
  },
  club_role: { 10: 'administrator', 20: 'moderator', 30: 'member' },
  club_member_status: { 10: 'pending', 20: 'accepted' },
  feature_type: {
    advanced_stats: 'advanced_stats',
    software_download: 'software_download',
    offline: 'offline',
    multiplayer: 'multiplayer',
    coin_wagering: 'coin_wagering',
    tournaments: 'tournaments',
    course_purchase: 'course_purchase',
    all_courses: 'all_courses',
  },
  abuse_report_type: { 10: 'feedback', 20: 'harassment', 30: 'inappropriate_content', 40: 'spam' },
  course_type: { 10: 'regular', 20: 'driving_range' },
  order_status: {
    10: 'pending_checkout',
    20: 'pending_payment',
    30: 'paid',
    40: 'canceled',
    50: 'refunded',
    60: 'completed',
  },
  voucher_status: { 10: 'unseen', 20: 'available', 30: 'used' },
  voucher_type: { 10: 'tokens', 20: 'software_download', 30: 'activate_hardware' },
  elevation: { 10: 'sea_level', 20: 'ft_500', 30: 'ft_1000', 40: 'ft_1500', 50: 'ft_2000' },
  http_error_type: { 10: 'cannot_join_wager_round', 100: 'two_factor_required', 101: 'invalid_two_factor' },
  // Player settings: hand L or R, unit_type imperial or metric.
  hand: { L: 'left', R: 'right' },
  unit_type: { imperial: 'imperial', metric: 'metric' },
  // Not a spec enumeration: the course styles of packages/golf (docs/decisions/0048).
  course_category: {
    parkland: 'parkland',
    heathland: 'heathland',
    links: 'links',
    desert: 'desert',
    mountain: 'mountain',
    practice: 'practice',
  },
};

/** Enumerations the spec gives only as a range or a list of values. */
const ranged: Partial<Record<EnumName, number[]>> = {
  game_condition: [1, 2, 3, 4],
  green_stimp: [1, 2, 3, 4],
  club_set: [10, 20, 30, 40, 50],
  shot_shape: [10, 20, 30, 40, 50],
  club: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140],
  scoring_term: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  promotion_position_type: [10, 20, 30, 40, 50, 60, 70, 80, 90],
  gimme_distance: [100, 300, 450, 600, 750, 900, 950, 1000],
};

describe('enumerations (spec section 3)', () => {
  it.each(Object.entries(named))('%s has the spec values', (name, expected) => {
    const enumName = name as EnumName;
    const actual = Object.fromEntries(
      Object.entries(enums[enumName]).map(([member, value]) => [String(value), member]),
    );
    expect(actual).toEqual(expected);
  });

  it.each(Object.entries(ranged))('%s has the spec values', (name, expected) => {
    const values = enumValues(name as EnumName) as number[];
    expect([...values].sort((a, b) => a - b)).toEqual(expected);
  });

  it('runs clubs from driver (10) to putter (140), a full bag of 14', () => {
    expect(memberOf('club', 10)).toBe('driver');
    expect(memberOf('club', 140)).toBe('putter');
    expect(enumValues('club')).toHaveLength(14);
  });

  it('puts the hole-in-one at 60, condor at 10 and quadruple bogey at 100', () => {
    expect(memberOf('scoring_term', 10)).toBe('condor');
    expect(memberOf('scoring_term', 60)).toBe('hole_in_one');
    expect(memberOf('scoring_term', 100)).toBe('quadruple_bogey');
  });

  it('has second putt at 100 and automatic putting at 1000 for gimme distance', () => {
    expect(memberOf('gimme_distance', 100)).toBe('second_putt');
    expect(memberOf('gimme_distance', 1000)).toBe('automatic_putting');
  });

  it('keeps iron distance within 10000 to 16000, both ends included', () => {
    const values = enumValues('iron_distance') as number[];
    expect(Math.min(...values)).toBe(10000);
    expect(Math.max(...values)).toBe(16000);
  });

  it('maps green stimp levels to stimp 7, 9, 11 and 13', () => {
    expect(stimpByLevel).toEqual({ 1: 7, 2: 9, 3: 11, 4: 13 });
  });

  it('covers every enumeration in the tables above', () => {
    const covered = new Set([...Object.keys(named), ...Object.keys(ranged), 'iron_distance']);
    expect(Object.keys(enums).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('has no duplicate value within an enumeration', () => {
    const withDuplicates = (Object.keys(enums) as EnumName[]).filter((name) => {
      const values = enumValues(name) as unknown[];
      return new Set(values).size !== values.length;
    });
    expect(withDuplicates).toEqual([]);
  });
});

describe('enumeration labels', () => {
  const labels = en.enums as Record<string, Record<string, string> | undefined>;

  it('gives every member an English label', () => {
    const missing: string[] = [];
    const sets = [
      ...Object.keys(enums).map((name) => [name, name] as const),
      ...unitVariantEnums.map((name) => [name, `${name}_metric`] as const),
    ];
    for (const [name, labelSet] of sets) {
      for (const member of Object.keys(enums[name as EnumName])) {
        const label = labels[labelSet]?.[member];
        if (typeof label !== 'string' || label.trim() === '') missing.push(`${labelSet}.${member}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
