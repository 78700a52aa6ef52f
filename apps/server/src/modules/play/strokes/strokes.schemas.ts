import { z } from 'zod';
import { recordIdBody, enumSchema } from '@golf/contracts';

const cm = (what: string) => z.number().int().min(0).max(100_000_00).describe(`${what}, centimetres`);
const speed = (what: string) => z.number().min(0).max(150).describe(`${what}, metres per second`);
const angle = (what: string, limit = 180) => z.number().min(-limit).max(limit).describe(`${what}, degrees`);
const spin = (what: string) => z.number().min(-20_000).max(20_000).describe(`${what}, revolutions per minute`);
const point2 = z
  .object({ x: z.number(), y: z.number() })
  .describe('A point in the hole frame, centimetres (x right of the tee-to-pin line, y towards the pin)');

/** The spec's stroke (section 3) as the simulator sends it; units in each description. */
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
  club_speed: speed('Club head speed').optional(),
  ball_speed: speed('Ball speed').optional(),
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
  back_spin: spin('Back spin').optional(),
  side_spin: spin('Side spin, + fades right').optional(),
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
export type StrokeBody = z.output<typeof strokeBodySchema>;

export const concedeBodySchema = z.object({
  hole: z.number().int().min(1).max(18),
  user_id: recordIdBody
    .optional()
    .describe(
      'Match play: the opponent whose next stroke the caller concedes (it counts, and the opponent holes out). Without it the caller gives up the hole (picks up): the hole goes to the opponent in match play and scores net double bogey in stroke play',
    ),
});

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
  completion: z
    .enum(['holed', 'gimme', 'conceded', 'picked_up', 'awarded', 'attempts'])
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
