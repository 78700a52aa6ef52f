import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { integrityCheckCodes, type FlaggedStroke, type IntegrityCheck, type IntegrityCheckCode } from '@golf/contracts';
import type { Database } from '../../db/client';
import { strokes } from '../../db/schema';

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

/**
 * The stored flag_reason of failed checks: each a stable code and its numbers in whole centimetres,
 * joined with "; ". Shot integrity (play/strokes) writes it; the scorecard and the play state read it back.
 */
export function formatIntegrityFlag(checks: readonly IntegrityCheck[]): string {
  return checks
    .map(
      ({ code, reported, computed, tolerance }) =>
        `${code} reported=${reported} computed=${computed} tolerance=${tolerance}`,
    )
    .join('; ');
}

const CHECK_PATTERN = /^([a-z_]+) reported=(-?\d+) computed=(-?\d+) tolerance=(\d+)$/;

/**
 * The checks of a stored flag_reason (formatIntegrityFlag). A part it does not know (a reason
 * written by another version) is left out; the reason itself is always shown beside them.
 */
export function parseIntegrityFlag(reason: string): IntegrityCheck[] {
  return reason.split('; ').flatMap((part) => {
    const match = CHECK_PATTERN.exec(part);
    const code = match?.[1] as IntegrityCheckCode | undefined;
    if (!match || !code || !integrityCheckCodes.includes(code)) return [];
    return [{ code, reported: Number(match[2]), computed: Number(match[3]), tolerance: Number(match[4]) }];
  });
}
