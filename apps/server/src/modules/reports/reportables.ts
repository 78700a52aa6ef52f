import { and, eq } from 'drizzle-orm';
import type { ReportEntityType } from '@golf/contracts';
import type { Database } from '../../db/client';
import { rounds, users } from '../../db/schema';
import { isPlayerAccount } from '../users/system-accounts';

/** What staff see of a reported thing (the back-office report detail). */
export interface ReportedThing {
  title: string;
  body: string | null;
  authorId: number | null;
  hidden: boolean;
}

/**
 * One kind of reportable content. The reports module knows nothing of users, rounds or club posts:
 * each module that owns content registers how to load it for staff and, if it can be, how to hide it.
 */
export interface Reportable {
  load(id: number): Promise<ReportedThing | undefined>;
  /** Hides it from players; absent when this kind cannot be hidden (other.report_cannot_hide). */
  hide?(id: number): Promise<void>;
}

/** The registry: an entity type not registered is "Invalid entity type for report". */
export function createReportables() {
  const registered = new Map<ReportEntityType, Reportable>();
  return {
    register(type: ReportEntityType, reportable: Reportable): void {
      registered.set(type, reportable);
    },
    get(type: string): Reportable | undefined {
      return registered.get(type as ReportEntityType);
    },
    types: (): ReportEntityType[] => [...registered.keys()],
  };
}

export type Reportables = ReturnType<typeof createReportables>;

/**
 * Users (harassment, a name): staff open the user, where suspension is; a user is not hidden. A system
 * account is nobody a player meets, so it is "not found" here too (decision 0120).
 */
export const userReportable = (db: Database): Reportable => ({
  async load(id) {
    const [row] = await db
      .select({ name: users.displayName })
      .from(users)
      .where(and(eq(users.id, id), isPlayerAccount));
    return row && { title: row.name, body: null, authorId: id, hidden: false };
  },
});

/** Rounds (a title, spam invites): shown with their host; a round is not hidden. */
export const roundReportable = (db: Database): Reportable => ({
  async load(id) {
    const [row] = await db.select({ title: rounds.title, hostId: rounds.hostId }).from(rounds).where(eq(rounds.id, id));
    return row && { title: row.title, body: null, authorId: row.hostId, hidden: false };
  },
});
