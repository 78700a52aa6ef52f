import { stimpByLevel } from '@golf/contracts';
import {
  simulateShot,
  type Celsius,
  type Degrees,
  type Elevation,
  type MetresPerSecond,
  type SurfaceType,
} from '@golf/golf';
import { shotLaunchOf } from './shot-launch';
import type { SimulateShotBody } from './shots.schemas';

/** Flies one shot (packages/golf/src/ball-flight) and shapes it for the API. Pure computation. */
export function createShotsService() {
  return {
    simulate(body: SimulateShotBody) {
      const surface = body.surface as SurfaceType;
      const shot = simulateShot(shotLaunchOf(body), {
        elevation: body.elevation as Elevation,
        temperature: body.temperature as Celsius | undefined,
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
