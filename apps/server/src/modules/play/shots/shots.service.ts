import { stimpByLevel } from '@golf/contracts';
import {
  simulateShot,
  type Degrees,
  type Elevation,
  type MetresPerSecond,
  type Rpm,
  type ShotLaunch,
  type SurfaceType,
} from '@golf/golf';
import type { SimulateShotBody } from './shots.schemas';

/** Flies one shot (packages/golf/src/ball-flight) and shapes it for the API. Pure computation. */
export function createShotsService() {
  return {
    simulate(body: SimulateShotBody) {
      const base = {
        ballSpeed: body.ball_speed as MetresPerSecond,
        launchAngle: body.launch_angle as Degrees,
        azimuth: body.azimuth as Degrees,
      };
      const launch: ShotLaunch =
        body.total_spin !== undefined
          ? { ...base, totalSpin: body.total_spin as Rpm, spinAxis: (body.spin_axis ?? 0) as Degrees }
          : { ...base, backSpin: (body.back_spin ?? 0) as Rpm, sideSpin: (body.side_spin ?? 0) as Rpm };
      const surface = body.surface as SurfaceType;
      const shot = simulateShot(launch, {
        elevation: body.elevation as Elevation,
        wind: body.wind && { speed: body.wind.speed as MetresPerSecond, direction: body.wind.direction as Degrees },
        greenStimp: stimpByLevel[body.green_stimp],
        surfaceAt: () => surface,
      });
      return {
        carry: shot.carry,
        total_distance: shot.totalDistance,
        ball_max_height: shot.ballMaxHeight,
        lateral: shot.lateral,
        flight_time: shot.flightTime,
        landing_angle: shot.landingAngle,
        landing: shot.landing,
        rest: shot.rest,
        rest_surface: shot.restSurface,
        ball_path: [...shot.path],
      };
    },
  };
}

export type ShotsService = ReturnType<typeof createShotsService>;
