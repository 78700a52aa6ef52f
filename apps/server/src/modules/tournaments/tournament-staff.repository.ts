import { and, asc, eq, ne } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Executor } from '../../db/client';
import { courses, hardwareDevices, tournamentInvites } from '../../db/schema';

/** A pending tournament invite (status 10). */
const PENDING = 10;

/**
 * The tournament form's choices, read-only, by title: every hardware device, and every course a stroke-play
 * round can be on (not a driving range: checkTournament refuses one).
 */
export async function tournamentFormOptions(db: Executor) {
  const [courseRows, deviceRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, par: courses.par })
      .from(courses)
      .where(ne(courses.courseType, enums.course_type.driving_range))
      .orderBy(asc(courses.title), asc(courses.id)),
    db
      .select({
        id: hardwareDevices.id,
        title: hardwareDevices.title,
        hardware_version: hardwareDevices.hardwareVersion,
      })
      .from(hardwareDevices)
      .orderBy(asc(hardwareDevices.title), asc(hardwareDevices.id)),
  ]);
  return { courses: courseRows, hardware_devices: deviceRows };
}

/** Deletes the player's pending invite to a tournament; false when there was none. */
export async function deletePendingInvite(db: Executor, tournamentId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(tournamentInvites)
    .where(
      and(
        eq(tournamentInvites.tournamentId, tournamentId),
        eq(tournamentInvites.userId, userId),
        eq(tournamentInvites.status, PENDING),
      ),
    )
    .returning({ id: tournamentInvites.id });
  return rows.length > 0;
}
