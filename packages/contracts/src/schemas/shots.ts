/** The public shot simulator (POST /shots/simulate): launch data in, ball flight, bounce and roll out. */
import { z } from 'zod';
import { enumValues } from '../enums';

const literals = <T extends number>(values: readonly T[]) => z.union(values.map((v) => z.literal(v)));

/**
 * POST /shots/simulate. Units: m/s, degrees, rpm; distances in the reply are integer centimetres.
 * The bounds are generous versions of what a club can do (the fastest recorded ball speeds are
 * about 100 m/s) so that absurd input is refused before any physics runs.
 */
export const simulateShotBodySchema = z
  .object({
    ball_speed: z.number().min(0).max(100).describe('Ball speed, m/s (0 to 100)'),
    launch_angle: z.number().min(-20).max(90).describe('Vertical launch angle, degrees above the horizon (-20 to 90)'),
    azimuth: z
      .number()
      .min(-45)
      .max(45)
      .default(0)
      .describe('Horizontal launch direction, degrees; positive is right of the target line (-45 to 45)'),
    back_spin: z
      .number()
      .min(-5000)
      .max(15000)
      .optional()
      .describe('Back spin, rpm; negative is top spin. Give back_spin (and side_spin) or total_spin and spin_axis'),
    side_spin: z.number().min(-8000).max(8000).optional().describe('Side spin, rpm; positive curves right'),
    total_spin: z.number().min(0).max(15000).optional().describe('Total spin, rpm'),
    spin_axis: z
      .number()
      .min(-90)
      .max(90)
      .optional()
      .describe('Spin-axis tilt, degrees; positive tilts right and curves right'),
    elevation: literals(enumValues('elevation'))
      .default(10)
      .describe('elevation enum: 10 sea level, 20 500 ft, 30 1000 ft, 40 1500 ft, 50 2000 ft (sets the air density)'),
    temperature: z
      .number()
      .min(-10)
      .max(45)
      .optional()
      .describe(
        'Air temperature, degrees Celsius (-10 to 45); when absent the standard-atmosphere temperature of the elevation (15 at sea level)',
      ),
    wind: z
      .object({
        speed: z.number().min(0).max(30).describe('m/s'),
        direction: z
          .number()
          .min(0)
          .max(360)
          .describe(
            'Where the wind blows to, degrees clockwise from the target line: 0 helping, 90 left to right, 180 into the face',
          ),
      })
      .optional(),
    green_stimp: literals(enumValues('green_stimp'))
      .default(2)
      .describe('green_stimp level: 1 slow (7 ft), 2 medium (9 ft), 3 fast (11 ft), 4 tournament (13 ft)'),
    surface: literals(enumValues('surface_type'))
      .default(50)
      .describe(
        'surface_type under the whole shot: 10 tee, 20 other (rough), 30 green, 40 bunker, 50 fairway, 60 penalty',
      ),
  })
  .superRefine((body, ctx) => {
    const components = body.back_spin !== undefined || body.side_spin !== undefined;
    const axis = body.total_spin !== undefined || body.spin_axis !== undefined;
    if (components && axis) {
      ctx.addIssue({ code: 'custom', path: ['total_spin'], message: 'validation.invalid' });
    } else if (!axis && body.back_spin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['back_spin'], message: 'validation.required' });
    } else if (axis && body.total_spin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['total_spin'], message: 'validation.required' });
    }
  });

export type SimulateShotRequest = z.input<typeof simulateShotBodySchema>;

const cm = (what: string) => z.number().int().describe(`${what}, centimetres`);
const groundPoint = z
  .object({ x: cm('Downrange along the target line'), y: cm('Right (+) or left (-) of the target line') })
  .describe('A point on the ground in the shot frame, centimetres from the ball');

export const simulatedShotSchema = z.object({
  carry: cm('Ground distance to the first landing'),
  total_distance: cm('Ground distance to where the ball stops'),
  ball_max_height: cm('Apex above the ground'),
  lateral: cm('Where the ball stops, right (+) or left (-) of the target line'),
  flight_time: z.number().describe('Seconds in the air until the first landing'),
  landing_angle: z.number().describe('Angle of descent at the first landing, degrees'),
  landing: groundPoint,
  rest: groundPoint,
  rest_surface: z.number().int().describe('surface_type where the ball stops'),
  ball_path: z
    .array(
      z.object({
        x: cm('Downrange'),
        y: cm('Lateral, + right'),
        z: cm('Height'),
        t: z.number().describe('Seconds since the strike'),
      }),
    )
    .describe('Flight, bounces and roll for a tracer: at most 300 points, about every 50 ms in the air'),
});
export type SimulatedShot = z.output<typeof simulatedShotSchema>;
