/**
 * Branded unit types. A brand is a compile-time tag only: at run time every
 * value is a plain number, so branded values can be passed wherever a
 * `number` is expected, but a plain number (or a value in another unit) cannot
 * be passed where, say, `Centimetres` is expected without going through one of
 * the helpers below.
 *
 * Distances are stored as integer centimetres (platform convention), so the
 * helpers that produce `Centimetres` round to the nearest whole centimetre.
 * Helpers that produce other units do not round.
 */
declare const unitBrand: unique symbol;
type Unit<Name extends string> = number & { readonly [unitBrand]: Name };

export type Centimetres = Unit<'Centimetres'>;
export type Metres = Unit<'Metres'>;
export type Yards = Unit<'Yards'>;
export type Feet = Unit<'Feet'>;
export type MetresPerSecond = Unit<'MetresPerSecond'>;
export type Degrees = Unit<'Degrees'>;
export type Rpm = Unit<'Rpm'>;
export type Celsius = Unit<'Celsius'>;

/** One yard is exactly 0.9144 m (International Yard and Pound Agreement, 1959). */
export const CENTIMETRES_PER_YARD = 91.44;
/** One foot is exactly 0.3048 m. */
export const CENTIMETRES_PER_FOOT = 30.48;
export const CENTIMETRES_PER_METRE = 100;

/** Tags a number of centimetres, rounding to a whole centimetre. */
export const centimetres = (value: number): Centimetres => Math.round(value) as Centimetres;
export const metres = (value: number): Metres => value as Metres;
export const yards = (value: number): Yards => value as Yards;
export const feet = (value: number): Feet => value as Feet;
export const metresPerSecond = (value: number): MetresPerSecond => value as MetresPerSecond;
export const degrees = (value: number): Degrees => value as Degrees;
export const rpm = (value: number): Rpm => value as Rpm;
export const celsius = (value: number): Celsius => value as Celsius;

export const metresToCentimetres = (value: Metres): Centimetres => centimetres(value * CENTIMETRES_PER_METRE);
export const centimetresToMetres = (value: Centimetres): Metres => metres(value / CENTIMETRES_PER_METRE);

export const yardsToCentimetres = (value: Yards): Centimetres => centimetres(value * CENTIMETRES_PER_YARD);
export const centimetresToYards = (value: Centimetres): Yards => yards(value / CENTIMETRES_PER_YARD);

export const feetToCentimetres = (value: Feet): Centimetres => centimetres(value * CENTIMETRES_PER_FOOT);
export const centimetresToFeet = (value: Centimetres): Feet => feet(value / CENTIMETRES_PER_FOOT);

export const degreesToRadians = (value: Degrees): number => (value * Math.PI) / 180;
export const radiansToDegrees = (radians: number): Degrees => degrees((radians * 180) / Math.PI);
