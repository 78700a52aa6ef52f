/**
 * Play (spec section 3, "Stroke"): strokes the game reports, launches the server flies on the
 * hole, concessions, and the round's play state. Units are in each description: distances in
 * centimetres, speeds in metres per second, angles in degrees, spin in revolutions per minute.
 */
import { z } from 'zod';
import { flaggedStrokeSchema } from '../shot-integrity';
import { enumSchema, recordIdBody } from './common';

const cm = (what: string) => z.number().int().min(0).max(100_000_00).describe(`${what}, centimetres`);
const strokeSpeed = (what: string) => z.number().min(0).max(150).describe(`${what}, metres per second`);
const angle = (what: string, limit = 180) => z.number().min(-limit).max(limit).describe(`${what}, degrees`);
const strokeSpin = (what: string) => z.number().min(-20_000).max(20_000).describe(`${what}, revolutions per minute`);
const point2 = z
  .object({ x: z.number(), y: z.number() })
  .describe('A point in the hole frame, centimetres (x right of the tee-to-pin line, y towards the pin)');

/** POST /rounds/{id}/strokes: the spec's stroke (section 3) as the simulator sends it. */
export const strokeBodySchema = z.object({
  id: z
    .uuid()
    .describe(
      'Client-generated stroke id. Sending the same id again (a retry) records nothing new and returns the first reply',
    ),
  hole: z.number().int().min(1).max(18).describe("Hole number on the course: the player's current hole"),
  user_id: recordIdBody
    .optional()
    .describe(
      'The player who hit it; default the caller. The host may send strokes for the local players on their simulator',
    ),
  mulligan: z
    .boolean()
    .default(false)
    .describe(
      "Replaces the player's previous stroke on this hole (strokes.mulligan_not_possible when none is left or there is none to replace)",
    ),
  club: enumSchema('club').optional(),
  club_speed: strokeSpeed('Club head speed').optional(),
  ball_speed: strokeSpeed('Ball speed').optional(),
  smash_factor: z.number().min(0).max(2).optional().describe('Ball speed / club speed, no unit'),
  carry: cm('Carry').optional(),
  total_distance: cm('Total distance (carry and roll)').optional(),
  distance_to_hole: cm(
    'Distance from where the ball came to rest to the hole. Required in stroke and match play unless the ball was holed or went out of bounds (422 on distance_to_hole)',
  ).optional(),
  tempo: z.number().min(0).max(10).optional().describe('Backswing to downswing time ratio, no unit'),
  path: angle('Club path, + in-to-out', 90).optional(),
  face_contact: z
    .object({ x: z.number(), y: z.number() })
    .optional()
    .describe('Impact point from the face centre, millimetres (x towards the toe, y up)'),
  face_angle: angle('Face angle to the target line at impact, + open', 90).optional(),
  launch_angle: angle('Vertical launch angle', 90).optional(),
  azimuth: angle('Horizontal launch direction, + right', 90).optional(),
  back_spin: strokeSpin('Back spin').optional(),
  side_spin: strokeSpin('Side spin, + fades right').optional(),
  ball_max_height: cm('Apex height').optional(),
  surface_type: enumSchema('surface_type')
    .optional()
    .describe(
      'Where the ball came to rest: surface_type 10 tee, 20 other, 30 green, 40 bunker, 50 fairway, 60 penalty',
    ),
  num_strokes: z
    .number()
    .int()
    .min(1)
    .max(3)
    .default(1)
    .describe(
      "The client's own count of the strokes this record adds (1 for a normal stroke). The server keeps the score by the rules of play, so its count (the reply's counted, penalties and gimme putts included) is what is stored and scored; this one is not read",
    ),
  num_stroke_reason: enumSchema('num_stroke_reason')
    .optional()
    .describe(
      'Why strokes were added: 20 out of bounds, 30 water, 50 unplayable (10 concede and 40 gimme are set by the server)',
    ),
  stroke_rule: enumSchema('stroke_rule').optional().describe('stroke_rule: 10 out of bounds (stroke and distance)'),
  extra_stroke: z.number().int().min(0).max(2).default(0).describe('Penalty strokes added to this stroke'),
  hole_completed: z.boolean().default(false).describe('The ball was holed'),
  ball_path: z
    .array(z.object({ x: z.number(), y: z.number(), z: z.number() }))
    .max(2000)
    .optional()
    .describe('Flight and roll samples, centimetres in the hole frame (z up)'),
  aim_at_launch: point2.optional().describe('Where the player aimed at launch, centimetres in the hole frame'),
});
export type StrokeRequest = z.input<typeof strokeBodySchema>;

/** POST /rounds/{id}/concede. */
export const concedeBodySchema = z.object({
  hole: z.number().int().min(1).max(18),
  user_id: recordIdBody
    .optional()
    .describe(
      'Match play: the opponent whose next stroke the caller concedes (it counts, and the opponent holes out). Without it the caller gives up the hole (picks up): the hole goes to the opponent in match play and scores net double bogey in stroke play',
    ),
});
export type ConcedeRequest = z.input<typeof concedeBodySchema>;

/** How a hole ended (the golf package's HoleCompletion, and `attempts` for a closest-to-pin hole). */
export const holeCompletionSchema = z.enum(['holed', 'gimme', 'conceded', 'picked_up', 'awarded', 'attempts']);

/** The scoring outcome of a stroke: the reply of strokes, launches (its `stroke`) and concessions. */
export const strokeOutcomeSchema = z.object({
  id: z.string().describe('The client stroke id'),
  stroke_id: z.number().int(),
  round_id: z.number().int(),
  user_id: z.number().int(),
  hole: z.number().int(),
  stroke_number: z.number().int().describe('Position of the stroke on the hole'),
  counted: z.number().int().describe('Strokes this record added to the hole score (stroke, penalties, gimme putt)'),
  hole_strokes: z.number().int().describe('Strokes counted on the hole so far'),
  num_stroke_reason: z.number().int().nullable(),
  hole_completed: z.boolean(),
  completion: holeCompletionSchema
    .nullable()
    .describe(
      'How the hole ended, when it did: awarded is a match-play hole won because the opponent picked up; attempts a closest-to-pin hole',
    ),
  next_hole: z.number().int().nullable().describe("The player's next hole; null when their round is done"),
  play_status: z.number().int().describe("The player's play_status after the stroke"),
  round_status: z.number().int(),
  mulligans_left: z.number().int(),
  replayed: z.boolean().describe('True when this reply repeats an earlier recording of the same id'),
});
export type StrokeOutcome = z.output<typeof strokeOutcomeSchema>;

const launchSpeed = (what: string) => z.number().min(0).max(100).describe(`${what}, metres per second`);
const launchSpin = (what: string) => z.number().min(-15_000).max(15_000).describe(`${what}, revolutions per minute`);
export const holePointSchema = z
  .object({ x: z.number().int(), y: z.number().int() })
  .describe('A point in the hole frame, whole centimetres: the back tee at the origin, +y forward, +x right');
export type HolePoint = z.output<typeof holePointSchema>;

/**
 * POST /rounds/{id}/launches: raw launch data of one shot, as a launch monitor measures it. Spin is
 * back spin + side spin or total spin + spin axis; missing parts count 0.
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
    club_speed: launchSpeed('Club head speed').optional(),
    ball_speed: launchSpeed('Ball speed'),
    launch_angle: z.number().min(-20).max(90).describe('Vertical launch angle, degrees above the horizon'),
    azimuth: z
      .number()
      .min(-45)
      .max(45)
      .describe('Horizontal launch direction, degrees, + right of the aim line (the line from the ball to `aim`)'),
    back_spin: launchSpin('Back spin (negative: top spin)').optional(),
    side_spin: launchSpin('Side spin, + curves right').optional(),
    total_spin: launchSpin('Total spin (with spin_axis instead of back_spin and side_spin)').optional(),
    spin_axis: z.number().min(-90).max(90).optional().describe('Spin axis tilt, degrees, + tilts right (curves right)'),
    aim: holePointSchema.optional().describe('Where the player aims, hole frame, whole centimetres; default the pin'),
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
export type LaunchRequest = z.input<typeof launchBodySchema>;

/** Penalties a flown shot can take. */
export const shotPenaltySchema = z.enum(['out_of_bounds', 'water']);

const pathPoint = z.object({
  x: z.number().int(),
  y: z.number().int(),
  z: z.number().int(),
  t: z.number().describe('Seconds since the strike'),
});

/** The shot the server flew for a launch, in hole-frame centimetres. */
export const shotSchema = z.object({
  carry: z.number().int().describe('Ground distance from the ball to its first landing, centimetres'),
  total_distance: z.number().int().describe('Ground distance from the ball to where it stopped, centimetres'),
  ball_max_height: z.number().int().describe('Apex height above the ground, centimetres'),
  lateral: z.number().int().describe('Where it stopped, right (+) or left (−) of the aim line, centimetres'),
  flight_time: z.number().describe('Seconds in the air until the first landing'),
  landing_angle: z.number().describe('Descent angle at the first landing, degrees below the horizon'),
  rest: holePointSchema.describe('Where the ball stopped (the pin when holed), hole frame, centimetres'),
  rest_surface: z.number().int().describe('surface_type where the ball stopped'),
  distance_to_hole: z
    .number()
    .int()
    .describe(
      'From where the ball came to rest (or its drop, or the spot it is replayed from after out of bounds) to the hole, centimetres; 0 when holed',
    ),
  holed: z.boolean(),
  penalty: shotPenaltySchema
    .nullable()
    .describe(
      'out_of_bounds: stroke and distance (+1, replay from the previous spot); water: +1, dropped at the nearest point outside the penalty area from where the ball last crossed its edge, no nearer the hole',
    ),
  next_position: holePointSchema.describe(
    'Where the next stroke is played from, hole frame, centimetres: the rest point, a drop or the previous spot; the tee in closest to pin and on the driving range, which play every ball from it',
  ),
  next_surface: z.number().int().describe('surface_type of the next position'),
  ball_path: z.array(pathPoint).describe('Tracer: flight, bounces and roll, centimetres in the hole frame (z up)'),
});
export type Shot = z.output<typeof shotSchema>;

/** POST /rounds/{id}/launches: the recorded stroke and the shot it was. */
export const launchResultSchema = z.object({
  stroke: strokeOutcomeSchema,
  shot: shotSchema,
});
export type LaunchResult = z.output<typeof launchResultSchema>;

/** A tracer sample of a recorded stroke: t only on launches the server flew. */
export const tracerPointSchema = z.object({ x: z.number(), y: z.number(), z: z.number(), t: z.number().optional() });
export type TracerPoint = z.output<typeof tracerPointSchema>;

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
    .array(tracerPointSchema)
    .nullable()
    .describe('Tracer, hole frame, centimetres (z up; t seconds for launches the server flew)'),
  aim_at_launch: z.object({ x: z.number(), y: z.number() }).nullable(),
  flag_reason: z.string().nullable().describe('Why shot integrity flagged the stroke; null when not flagged'),
});

/** GET /rounds/{id}/state: every player's hole, ball and strokes on it, and the flagged strokes. */
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
        .object({ position: holePointSchema, surface: z.number().int().describe('surface_type of the lie') })
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
export type RoundState = z.output<typeof roundStateSchema>;
