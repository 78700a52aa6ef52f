/**
 * Spec enumerations for strokes (section 3). They are declared here because
 * `packages/golf` imports nothing; `packages/contracts` re-exports these objects.
 */

/** Spec enumeration num_stroke_reason: why a stroke record counts strokes beyond the swing. */
export const NumStrokeReason = { concede: 10, out_of_bounds: 20, water: 30, gimme: 40, unplayable: 50 } as const;
export type NumStrokeReason = (typeof NumStrokeReason)[keyof typeof NumStrokeReason];

/** The num_stroke_reason values that are penalties under the Rules of Golf. */
export type PenaltyReason =
  typeof NumStrokeReason.out_of_bounds | typeof NumStrokeReason.water | typeof NumStrokeReason.unplayable;

/** Spec enumeration stroke_rule. */
export const StrokeRule = { out_of_bounds: 10 } as const;
export type StrokeRule = (typeof StrokeRule)[keyof typeof StrokeRule];

/**
 * Spec enumeration gimme_distance. 100 (second putt) and 1000 (automatic
 * putting) are rules, not distances; the others are a radius in millimetres.
 * A round without gimmes stores null.
 */
export const GimmeDistance = {
  second_putt: 100,
  mm_300: 300,
  mm_450: 450,
  mm_600: 600,
  mm_750: 750,
  mm_900: 900,
  leather: 950,
  automatic_putting: 1000,
} as const;
export type GimmeDistance = (typeof GimmeDistance)[keyof typeof GimmeDistance];

/** Spec enumeration clubs (golf): the 14 clubs of a full bag, driver (10) through putter (140). */
export const Club = {
  driver: 10,
  wood_3: 20,
  wood_5: 30,
  hybrid: 40,
  iron_3: 50,
  iron_4: 60,
  iron_5: 70,
  iron_6: 80,
  iron_7: 90,
  iron_8: 100,
  iron_9: 110,
  pitching_wedge: 120,
  sand_wedge: 130,
  putter: 140,
} as const;
export type Club = (typeof Club)[keyof typeof Club];
