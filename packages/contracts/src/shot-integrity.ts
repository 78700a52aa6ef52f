import { z } from 'zod';

/**
 * Wire shapes of shot integrity's flags: the server flies a reported launch again and flags a
 * stroke whose distances are too far from its own flight. The play state (GET /rounds/{id}/state)
 * and the scorecard list flagged strokes; the player app shows them under the scorecard.
 */
export const integrityCheckCodes = ['carry_mismatch', 'total_mismatch'] as const;
export type IntegrityCheckCode = (typeof integrityCheckCodes)[number];

export const integrityCheckSchema = z.object({
  code: z.enum(integrityCheckCodes),
  reported: z.number().int().describe('The distance the game reported, cm'),
  computed: z.number().int().describe("The server's flight of the same launch, cm"),
  tolerance: z.number().int().describe('How far apart the two may be, cm'),
});
/** A distance shot integrity found too far from its own flight. */
export type IntegrityCheck = z.infer<typeof integrityCheckSchema>;

export const flaggedStrokeSchema = z.object({
  stroke_id: z.number().int(),
  user_id: z.number().int(),
  hole: z.number().int(),
  stroke_number: z.number().int(),
  flag_reason: z
    .string()
    .describe('As stored: codes and numbers in cm, e.g. "carry_mismatch reported=25000 computed=18730 tolerance=1498"'),
  checks: z.array(integrityCheckSchema).describe('The failed checks of flag_reason, one per distance'),
});
export type FlaggedStroke = z.infer<typeof flaggedStrokeSchema>;
