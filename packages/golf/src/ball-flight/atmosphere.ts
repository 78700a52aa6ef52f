import { CENTIMETRES_PER_FOOT, type Celsius, type Feet, type Metres, feet, metres } from '../units';

/**
 * Air for the ball-flight model: density and viscosity at the round's elevation.
 *
 * The model is the ICAO / ISO 2533 International Standard Atmosphere (ISA) in the troposphere:
 * sea-level temperature T0 = 288.15 K (15 °C), pressure p0 = 101 325 Pa, temperature lapse rate
 * L = 0.0065 K/m, dry air. The barometric formula for a constant lapse rate gives
 *
 *   T(h) = T0 − L·h
 *   p(h) = p0 · (T(h) / T0)^(g·M / (R·L))
 *   ρ(h) = p(h) · M / (R · T(h))
 *
 * with g = 9.80665 m/s², M = 0.0289644 kg/mol, R = 8.3144598 J/(mol·K). So ρ(0) = 1.2250 kg/m³
 * and ρ(2000 ft) ≈ 1.1549 kg/m³ (-5.7 %). A round's settings have no weather, so every round at
 * the same elevation flies in that air; a caller of simulateShot may give the air temperature, which
 * keeps the step's ISA pressure and sets the density by the gas law (humidity and pressure systems
 * are not modelled).
 *
 * Dynamic viscosity follows Sutherland's law at T(h) (μ0 = 1.716e-5 Pa·s at 273.15 K,
 * S = 110.4 K), which gives 1.789e-5 Pa·s at 15 °C; it only enters the Reynolds number.
 */

/** Spec enumeration elevation (section 3): 10 sea level, 20 500 ft, 30 1000 ft, 40 1500 ft, 50 2000 ft. */
export const Elevation = { sea_level: 10, ft_500: 20, ft_1000: 30, ft_1500: 40, ft_2000: 50 } as const;
export type Elevation = (typeof Elevation)[keyof typeof Elevation];

/** The height above sea level of each elevation step, in feet. */
export const ELEVATION_FEET: Readonly<Record<Elevation, Feet>> = {
  10: feet(0),
  20: feet(500),
  30: feet(1000),
  40: feet(1500),
  50: feet(2000),
};

export const STANDARD_GRAVITY = 9.80665; // m/s²
const SEA_LEVEL_TEMPERATURE_K = 288.15;
const SEA_LEVEL_PRESSURE_PA = 101_325;
const LAPSE_RATE_K_PER_M = 0.0065;
const MOLAR_MASS_AIR = 0.0289644; // kg/mol
const GAS_CONSTANT = 8.3144598; // J/(mol·K)
const SUTHERLAND_MU0 = 1.716e-5; // Pa·s at 273.15 K
const SUTHERLAND_T0 = 273.15;
const SUTHERLAND_S = 110.4;

export interface Air {
  /** kg/m³ */
  readonly density: number;
  /** Dynamic viscosity, Pa·s. */
  readonly viscosity: number;
}

/**
 * ISA air at `altitude` above sea level (valid in the troposphere, up to 11 km), at the ISA
 * temperature of that altitude or at `temperature` (the ISA pressure either way).
 */
export function airAtAltitude(altitude: Metres, temperature?: Celsius): Air {
  const isaTemperature = SEA_LEVEL_TEMPERATURE_K - LAPSE_RATE_K_PER_M * altitude;
  const exponent = (STANDARD_GRAVITY * MOLAR_MASS_AIR) / (GAS_CONSTANT * LAPSE_RATE_K_PER_M);
  const pressure = SEA_LEVEL_PRESSURE_PA * Math.pow(isaTemperature / SEA_LEVEL_TEMPERATURE_K, exponent);
  const airTemperature = temperature === undefined ? isaTemperature : temperature + 273.15;
  return airAt(pressure, airTemperature);
}

/** Dry air at `pressure` Pa and `temperature` K: the gas law, and Sutherland's viscosity. */
function airAt(pressure: number, temperature: number): Air {
  const density = (pressure * MOLAR_MASS_AIR) / (GAS_CONSTANT * temperature);
  const viscosity =
    (SUTHERLAND_MU0 * Math.pow(temperature / SUTHERLAND_T0, 1.5) * (SUTHERLAND_T0 + SUTHERLAND_S)) /
    (temperature + SUTHERLAND_S);
  return { density, viscosity };
}

const AIR_BY_ELEVATION = new Map<number, Air>(
  Object.entries(ELEVATION_FEET).map(([key, height]) => [
    Number(key),
    airAtAltitude(metres((height * CENTIMETRES_PER_FOOT) / 100)),
  ]),
);

/**
 * ISA air at one of the spec's elevation steps (computed once per step), or at that step's ISA
 * pressure and the given air temperature.
 */
export function airForElevation(elevation: Elevation, temperature?: Celsius): Air {
  const air = AIR_BY_ELEVATION.get(elevation);
  if (!air) throw new RangeError(`elevation ${String(elevation)} is not one of 10, 20, 30, 40, 50`);
  if (temperature === undefined) return air;
  if (!Number.isFinite(temperature) || temperature <= -273.15)
    throw new RangeError('temperature must be above absolute zero');
  return airAtAltitude(metres((ELEVATION_FEET[elevation] * CENTIMETRES_PER_FOOT) / 100), temperature);
}
