import { sql } from 'drizzle-orm';
import { roleNames } from '@golf/contracts';
import type { Executor } from '../../db/client';
import { staffCreditDays } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import type { StaffActor } from '../activity/staff-actions';
import { recordPermissionDenied } from '../auth/permission-denied';
import type { SettingsReader } from '../settings/settings.reader';

/** Adds tokens to what the staff member credited on a day, inside the action's transaction; the new total. */
async function addToDay(tx: Executor, staffId: number, day: string, tokens: number): Promise<number> {
  const [row] = await tx
    .insert(staffCreditDays)
    .values({ staffId, day, credited: tokens })
    .onConflictDoUpdate({
      target: [staffCreditDays.staffId, staffCreditDays.day],
      set: { credited: sql`${staffCreditDays.credited} + excluded.credited` },
    })
    .returning({ credited: staffCreditDays.credited });
  return row!.credited;
}

/** Counts `tokens` of credit against the staff member's day, in the action's transaction (see StaffCreditCheck). */
export type ChargeStaffCredit = (tx: Executor, tokens: number) => Promise<void>;

/**
 * Runs a staff action that may credit tokens (a wallet adjustment, a token voucher batch or import).
 * The action calls `charge(tx, tokens)` inside its transaction once it knows what it credits; past
 * the day's cap that throws store.staff_credit_cap_exceeded, the transaction rolls back, and the
 * refusal is recorded as auth.permission_denied.
 */
export type StaffCreditCheck = <T>(actor: StaffActor, action: (charge: ChargeStaffCredit) => Promise<T>) => Promise<T>;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Staff who are not administrators credit at most the setting staff_credit_cap tokens per UTC day,
 * summed over their adjustments, batches (count × amount) and imports (decision 0096, which amends
 * 0059). The day's total is one row per staff member and day, added to with an upsert in the
 * action's transaction: parallel actions queue on its row lock, and a refused one rolls its addition
 * back, so parallel actions cannot pass the cap together.
 */
export function createStaffCreditCheck(deps: {
  access: Pick<AccessRepository, 'rolesOf'>;
  settings: Pick<SettingsReader, 'integer'>;
  activity: Pick<ActivityLog, 'record'>;
  clock?: () => number;
}): StaffCreditCheck {
  const clock = deps.clock ?? Date.now;
  return async (actor, action) => {
    // Read before the action's transaction: PGlite has one connection, which the transaction holds.
    const roles = await deps.access.rolesOf(actor.id);
    const exempt = roles.some((role) => role.name === roleNames.administrator);
    const max = await deps.settings.integer('staff_credit_cap');
    const day = utcDay(clock());
    let refused: { tokens: number; before: number } | undefined;
    const charge: ChargeStaffCredit = async (tx, tokens) => {
      if (exempt || tokens <= 0) return;
      const total = await addToDay(tx, actor.id, day, tokens);
      if (total <= max) return;
      refused = { tokens, before: total - tokens };
      throw new AppError('store.staff_credit_cap_exceeded', { max, remaining: Math.max(0, max - refused.before) });
    };
    try {
      return await action(charge);
    } catch (error) {
      if (refused && error instanceof AppError && error.key === 'store.staff_credit_cap_exceeded')
        await recordPermissionDenied(deps.activity, {
          actorId: actor.id,
          request: actor.request,
          properties: {
            error: 'store.staff_credit_cap_exceeded',
            tokens: refused.tokens,
            max,
            day,
            credited_today: refused.before,
          },
        });
      throw error;
    }
  };
}
