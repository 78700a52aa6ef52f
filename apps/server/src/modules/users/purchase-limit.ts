import { AppError } from '../../errors/app-error';
import type { SettingsReader } from '../settings/settings.reader';
import type { UserRow, UserUpdate, UsersRepository } from './users.repository';

const DAY_MS = 24 * 3600 * 1000;

export interface PurchaseLimitDeps {
  users: Pick<UsersRepository, 'update'>;
  settings: Pick<SettingsReader, 'integer'>;
  clock: () => Date;
}

/** The monthly purchase limit a player sets on themselves (spec section 4). */
export function createPurchaseLimit({ users, settings, clock }: PurchaseLimitDeps) {
  return {
    /** A raised or removed limit takes effect once its waiting period is over. */
    async withDueLimit(user: UserRow): Promise<UserRow> {
      if (!user.purchaseLimitNextAt || user.purchaseLimitNextAt > clock()) return user;
      return users.update(user.id, {
        purchaseLimitPerMonth: user.purchaseLimitNext,
        purchaseLimitNext: null,
        purchaseLimitNextAt: null,
      });
    },

    /** Lowering applies at once; raising or removing waits the configured days (spec section 4). */
    async changes(user: UserRow, requested: number | null): Promise<UserUpdate> {
      const current = user.purchaseLimitPerMonth;
      if (requested !== null && (current === null || requested < current)) {
        return { purchaseLimitPerMonth: requested, purchaseLimitNext: null, purchaseLimitNextAt: null };
      }
      if (requested === current) return { purchaseLimitNext: null, purchaseLimitNextAt: null };
      if (user.purchaseLimitNextAt) throw new AppError('users.purchase_limit_waiting_period');
      const days = await settings.integer('purchase_limit_waiting_days');
      return { purchaseLimitNext: requested, purchaseLimitNextAt: new Date(clock().getTime() + days * DAY_MS) };
    },
  };
}

export type PurchaseLimit = ReturnType<typeof createPurchaseLimit>;
