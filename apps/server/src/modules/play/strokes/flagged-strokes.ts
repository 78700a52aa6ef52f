import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { FlaggedStroke } from '@golf/contracts';
import type { Database } from '../../../db/client';
import { strokes } from '../../../db/schema';
import { parseIntegrityFlag } from './shot-integrity';

/**
 * Every stroke shot integrity flagged in the round, in the order played (replaced ones too: they
 * still count against the round), as the play state (GET /rounds/{id}/state) and the scorecard
 * list them: a flagged stroke keeps the round from counting for the handicap, so players see which
 * shot it was and why.
 */
export async function flaggedStrokesOf(db: Database, roundId: number): Promise<FlaggedStroke[]> {
  const rows = await db
    .select({
      id: strokes.id,
      userId: strokes.userId,
      hole: strokes.hole,
      strokeNumber: strokes.strokeNumber,
      flagReason: strokes.flagReason,
    })
    .from(strokes)
    .where(and(eq(strokes.roundId, roundId), isNotNull(strokes.flagReason), ne(strokes.flagReason, '')))
    .orderBy(asc(strokes.id));
  return rows.map((row) => ({
    stroke_id: row.id,
    user_id: row.userId,
    hole: row.hole,
    stroke_number: row.strokeNumber,
    flag_reason: row.flagReason!,
    checks: parseIntegrityFlag(row.flagReason!),
  }));
}
