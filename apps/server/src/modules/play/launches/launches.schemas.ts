import { z } from 'zod';
import { flaggedStrokeSchema, recordIdBody, enumSchema } from '@golf/contracts';
import { strokeOutcomeSchema } from '../strokes/strokes.schemas';

const speed = (what: string) => z.number().min(0).max(100).describe(`${what}, metres per second`);
const spin = (what: string) => z.number().min(-15_000).max(15_000).describe(`${what}, revolutions per minute`);
const holePoint = z
  .object({ x: z.number().int(), y: z.number().int() })
  .describe('A point in the hole frame, whole centimetres: the back tee at the origin, +y forward, +x right');

/**
 * Raw launch data of one shot, as a launch monitor measures it (spec Stroke fields, units in each
 * description). Spin is back spin + side spin or total spin + spin axis; missing parts count 0.
 */
export const launchBodySchema = z
  .object({
    id: z
      .uuid()
      .describe(
        'Client-generated stroke id. Sending the same id again (a retry) plays nothing new and returns the first reply',
      ),
    hole: z
      .number()
      .int()
      .min(1)
      .max(18)
      .optional()
      .describe(
        "Hole number; default the player's current hole. Driving range: the target hole, any of the round's holes",
      ),
    user_id: recordIdBody
      .optional()
      .describe('The player who hit it; default the caller. The host plays for the local players on their simulator'),
    club: enumSchema('club').optional(),
    club_speed: speed('Club head speed').optional(),
    ball_speed: speed('Ball speed'),
    launch_angle: z.number().min(-20).max(90).describe('Vertical launch angle, degrees above the horizon'),
    azimuth: z
      .number()
      .min(-45)
      .max(45)
      .describe('Horizontal launch direction, degrees, + right of the aim line (the line from the ball to `aim`)'),
    back_spin: spin('Back spin (negative: top spin)').optional(),
    side_spin: spin('Side spin, + curves right').optional(),
    total_spin: spin('Total spin (with spin_axis instead of back_spin and side_spin)').optional(),
    spin_axis: z.number().min(-90).max(90).optional().describe('Spin axis tilt, degrees, + tilts right (curves right)'),
    aim: holePoint.optional().describe('Where the player aims, hole frame, whole centimetres; default the pin'),
    mulligan: z
      .boolean()
      .default(false)
      .describe(
        "Replaces the player's previous stroke on this hole and plays from where that stroke was played (strokes.mulligan_not_possible when none is left or there is none to replace)",
      ),
  })
  .refine((body) => body.total_spin === undefined || (body.back_spin === undefined && body.side_spin === undefined), {
    message: 'give back_spin and side_spin, or total_spin and spin_axis',
    path: ['total_spin'],
  });
export type LaunchBody = z.output<typeof launchBodySchema>;

const pathPoint = z.object({
  x: z.number().int(),
  y: z.number().int(),
  z: z.number().int(),
  t: z.number().describe('Seconds since the strike'),
});

export const shotSchema = z.object({
  carry: z.number().int().describe('Ground distance from the ball to its first landing, centimetres'),
  total_distance: z.number().int().describe('Ground distance from the ball to where it stopped, centimetres'),
  ball_max_height: z.number().int().describe('Apex height above the ground, centimetres'),
  lateral: z.number().int().describe('Where it stopped, right (+) or left (−) of the aim line, centimetres'),
  flight_time: z.number().describe('Seconds in the air until the first landing'),
  landing_angle: z.number().describe('Descent angle at the first landing, degrees below the horizon'),
  rest: holePoint.describe('Where the ball stopped (the pin when holed), hole frame, centimetres'),
  rest_surface: z.number().int().describe('surface_type where the ball stopped'),
  distance_to_hole: z
    .number()
    .int()
    .describe(
      'From where the ball came to rest (or its drop, or the spot it is replayed from after out of bounds) to the hole, centimetres; 0 when holed',
    ),
  holed: z.boolean(),
  penalty: z
    .enum(['out_of_bounds', 'water'])
    .nullable()
    .describe(
      'out_of_bounds: stroke and distance (+1, replay from the previous spot); water: +1, dropped at the nearest point outside the penalty area from where the ball last crossed its edge, no nearer the hole',
    ),
  next_position: holePoint.describe(
    'Where the next stroke is played from, hole frame, centimetres: the rest point, a drop or the previous spot; the tee in closest to pin and on the driving range, which play every ball from it',
  ),
  next_surface: z.number().int().describe('surface_type of the next position'),
  ball_path: z.array(pathPoint).describe('Tracer: flight, bounces and roll, centimetres in the hole frame (z up)'),
});
export type ShotReply = z.output<typeof shotSchema>;

export const launchResultSchema = z.object({
  stroke: strokeOutcomeSchema,
  shot: shotSchema,
});

const stateStrokeSchema = z.object({
  stroke_id: z.number().int(),
  id: z.string().describe('The client stroke id'),
  stroke_number: z.number().int(),
  counted: z.number().int(),
  club: z.number().int().nullable(),
  carry: z.number().int().nullable().describe('Centimetres'),
  total_distance: z.number().int().nullable().describe('Centimetres'),
  distance_to_hole: z.number().int().nullable().describe('Centimetres'),
  surface_type: z.number().int().nullable(),
  num_stroke_reason: z.number().int().nullable(),
  hole_completed: z.boolean(),
  is_mulligan: z.boolean(),
  ball_path: z
    .array(z.object({ x: z.number(), y: z.number(), z: z.number(), t: z.number().optional() }))
    .nullable()
    .describe('Tracer, hole frame, centimetres (z up; t seconds for launches the server flew)'),
  aim_at_launch: z.object({ x: z.number(), y: z.number() }).nullable(),
  flag_reason: z.string().nullable().describe('Why shot integrity flagged the stroke; null when not flagged'),
});

export const roundStateSchema = z.object({
  round_id: z.number().int(),
  game_mode: z.number().int(),
  tee: z.number().int().describe('teeing_type every hole starts from'),
  holes: z.array(z.number().int()),
  round_status: z.number().int(),
  play_status: z.number().int(),
  players: z.array(
    z.object({
      user_id: z.number().int(),
      display_name: z.string(),
      play_status: z.number().int(),
      current_hole: z.number().int().nullable().describe('Null before the start and once the player is done'),
      hole_strokes: z.number().int().describe('Strokes counted on the current hole (attempts in closest to pin)'),
      holes_completed: z.number().int(),
      ball: z
        .object({ position: holePoint, surface: z.number().int().describe('surface_type of the lie') })
        .nullable()
        .describe(
          'Where the next stroke is played from (the tee in closest to pin and on the driving range); null when the player is not playing a hole',
        ),
      strokes: z.array(stateStrokeSchema).describe('Counted strokes on the current hole, in order'),
    }),
  ),
  flagged_strokes: z
    .array(flaggedStrokeSchema)
    .describe('Every stroke shot integrity flagged in the round; such a round does not count for the handicap'),
});
