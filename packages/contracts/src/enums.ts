import {
  BallType,
  Club,
  COURSE_CATEGORIES,
  type CourseCategory,
  CourseType,
  Elevation,
  feet,
  GameMode,
  GimmeDistance,
  NumStrokeReason,
  ScoringTerm,
  StrokeRule,
  SurfaceType,
  TeeingType,
} from '@golf/golf';

/**
 * Every enumeration of the platform, declared once. Server, player app and back-office all read
 * these; labels live in the i18n catalogues under `enums.<name>.<member>`.
 *
 * Numeric keys are the spec's (section 3). Where the spec only gives a range ("club_set 10 to 50")
 * the member names are ours and recorded in docs/decisions/0001-enumeration-members.md. The golf rules need eleven of them, so
 * `packages/golf` declares those and this catalogue holds the golf package's objects.
 */
export const enums = {
  friend_status: { pending: 10, accepted: 20 },
  round_visibility: { public: 10, private: 20 },
  round_status: { active: 10, completed: 20 },
  game_mode: GameMode,
  play_status: { pending: 0, ongoing: 10, round_completed: 100 },
  token_type: { coins: 10, diamonds: 20 },
  game_condition: { soft: 1, normal: 2, firm: 3, very_firm: 4 },
  /** Levels 1–4; the stimpmeter reading of each level is in `stimpByLevel`. */
  green_stimp: { slow: 1, medium: 2, fast: 3, tournament: 4 },
  ball_type: BallType,
  club_set: { beginner: 10, intermediate: 20, advanced: 30, expert: 40, tour: 50 },
  shot_shape: { hook: 10, draw: 20, straight: 30, fade: 40, slice: 50 },
  teeing_type: TeeingType,
  surface_type: SurfaceType,
  stroke_rule: StrokeRule,
  num_stroke_reason: NumStrokeReason,
  transaction_action: {
    wager_payment: 10,
    wager_payout: 20,
    wager_payment_refund: 21,
    tournament_payout: 22,
    club_member_fee: 23,
    tournament_entry_fee: 24,
    club_member_fee_refund: 25,
    tournament_refund: 26,
    // Ours (decision 0084): the coins a player pays to create a club (setting club_creation_cost).
    club_creation_fee: 27,
    purchase: 30,
    gift: 40,
    initial_balance: 50,
    admin_adjustment: 60,
    voucher_payout: 70,
  },
  transaction_event_type: { credit: 10, debit: 20 },
  hole_group: { all_18: 10, front_9: 20, back_9: 30, custom: 99 },
  club: Club,
  product_type: { in_game_currency: 10, dlc: 20, content: 30, external_offer: 40 },
  product_price_type: { money: 10, in_game_currency: 20 },
  product_category: { map_pack: 10, external_offer: 20 },
  winning_logic: {
    winner_takes_all: 10,
    top_10_linear_split: 20,
    top_10_exponential_split: 30,
    no_payout: 100,
  },
  scoring_term: ScoringTerm,
  club_role: { administrator: 10, moderator: 20, member: 30 },
  club_member_status: { pending: 10, accepted: 20 },
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
  abuse_report_type: { feedback: 10, harassment: 20, inappropriate_content: 30, spam: 40 },
  promotion_position_type: {
    web_dashboard: 10,
    game_dashboard: 20,
    web_store: 30,
    game_store: 40,
    web_round_list: 50,
    game_round_list: 60,
    web_courses_list: 70,
    game_courses_list: 80,
    login_screen: 90,
  },
  course_type: CourseType,
  /** The style of a course; string keys like feature_type, as courses store them (docs/decisions/0048). */
  course_category: Object.fromEntries(COURSE_CATEGORIES.map((category) => [category, category])) as {
    readonly [K in CourseCategory]: K;
  },
  order_status: {
    pending_checkout: 10,
    pending_payment: 20,
    paid: 30,
    canceled: 40,
    refunded: 50,
    completed: 60,
  },
  voucher_status: { unseen: 10, available: 20, used: 30 },
  voucher_type: { tokens: 10, software_download: 20, activate_hardware: 30 },
  elevation: Elevation,
  /**
   * Gimme distance. 100 (second putt) and 1000 (automatic putting) are rules, not distances;
   * the others are a radius in millimetres. Labels come in imperial and metric variants.
   */
  gimme_distance: GimmeDistance,
  /** The player's 7-iron carry in centimetres, 100 m to 160 m in 5 m steps. */
  iron_distance: {
    cm_10000: 10000,
    cm_10500: 10500,
    cm_11000: 11000,
    cm_11500: 11500,
    cm_12000: 12000,
    cm_12500: 12500,
    cm_13000: 13000,
    cm_13500: 13500,
    cm_14000: 14000,
    cm_14500: 14500,
    cm_15000: 15000,
    cm_15500: 15500,
    cm_16000: 16000,
  },
  http_error_type: { cannot_join_wager_round: 10, two_factor_required: 100, invalid_two_factor: 101 },
  /** Player settings (spec section 3) with string keys. */
  hand: { left: 'L', right: 'R' },
  unit_type: { imperial: 'imperial', metric: 'metric' },
} as const;

export type EnumName = keyof typeof enums;
export type EnumMember<N extends EnumName> = keyof (typeof enums)[N] & string;
export type EnumValue<N extends EnumName> = (typeof enums)[N][EnumMember<N>];

/** Enumerations whose labels have an imperial and a metric variant (`enums.<name>_metric.*`). */
export const unitVariantEnums = ['gimme_distance', 'iron_distance'] as const satisfies readonly EnumName[];

/** Stimpmeter reading for each green_stimp level, as the ball flight takes it. */
export const stimpByLevel = { 1: feet(7), 2: feet(9), 3: feet(11), 4: feet(13) } as const;

/** All values of one enumeration, in declaration order. */
export function enumValues<N extends EnumName>(name: N): EnumValue<N>[] {
  return Object.values(enums[name]) as EnumValue<N>[];
}

/** The member name for a value, e.g. memberOf('token_type', 10) === 'coins'. */
export function memberOf<N extends EnumName>(name: N, value: unknown): EnumMember<N> | undefined {
  for (const [member, v] of Object.entries(enums[name])) if (v === value) return member as EnumMember<N>;
  return undefined;
}
