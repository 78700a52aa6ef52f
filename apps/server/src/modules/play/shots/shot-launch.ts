import type { Degrees, MetresPerSecond, Rpm, ShotLaunch } from '@golf/golf';

/** Launch data as the API takes it (POST /shots/simulate, POST /rounds/{id}/launches): m/s, degrees, rpm. */
export interface LaunchData {
  ball_speed: number;
  launch_angle: number;
  azimuth: number;
  back_spin?: number;
  side_spin?: number;
  total_spin?: number;
  spin_axis?: number;
}

/** The launch as the ball flight takes it: total spin and its axis when given, else back and side spin (missing parts 0). */
export function shotLaunchOf(data: LaunchData): ShotLaunch {
  const base = {
    ballSpeed: data.ball_speed as MetresPerSecond,
    launchAngle: data.launch_angle as Degrees,
    azimuth: data.azimuth as Degrees,
  };
  return data.total_spin !== undefined
    ? { ...base, totalSpin: data.total_spin as Rpm, spinAxis: (data.spin_axis ?? 0) as Degrees }
    : { ...base, backSpin: (data.back_spin ?? 0) as Rpm, sideSpin: (data.side_spin ?? 0) as Rpm };
}
