import type { WageringStatus } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { SettingsReader } from '../settings/settings.reader';
import type { LedgerResult, WalletsService } from '../wallets/wallets.service';
import { createWagerEscrow, type WageringFeatureCheck } from './wager-escrow';
import { wagerRefusals } from './wager-eligibility';
import { createWagerSettlement, type Settled } from './wager-settlement';
import {
  createWagersRepository,
  DUPLICATE,
  inWagersTransaction,
  wagerRestrictionListSpec,
  type WagerRestrictionRow,
} from './wagers.repository';

export interface WagersServiceDeps {
  db: Database;
  wallets: Pick<WalletsService, 'post' | 'announce'>;
  settings: SettingsReader;
  hasWageringFeature: WageringFeatureCheck;
  activity: Pick<ActivityLog, 'record'>;
  clock?: () => Date;
}

const duplicate = () =>
  AppError.validation({ region_code: [{ key: 'validation.unique', params: { attribute: 'region code' } }] });

/**
 * Wagering on rounds (docs/wagering.md): escrow of stakes as players take and leave seats, the
 * settlement when a round ends, staff review of flagged rounds, and where wagering is restricted.
 * The rounds and play modules call in inside their own transactions and announce after commit.
 */
export function createWagersService(deps: WagersServiceDeps) {
  const { db, settings } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repository = createWagersRepository(db);
  const escrow = createWagerEscrow({ post: deps.wallets.post, hasWageringFeature: deps.hasWageringFeature });
  const settlement = createWagerSettlement({ post: deps.wallets.post, escrow });

  /** wallet.updated for every wallet the ledger operations touched (after their commit). */
  async function announce(results: readonly (LedgerResult | null)[]): Promise<void> {
    for (const result of results) if (result) await deps.wallets.announce(result);
  }

  const present = (row: WagerRestrictionRow) => ({
    id: row.id,
    country_code: row.countryCode,
    region_code: row.regionCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const logRestriction = (
    tx: Database,
    event: 'wager_restrictions.created' | 'wager_restrictions.updated' | 'wager_restrictions.deleted',
    actor: StaffActor,
    id: number,
    before: unknown,
    after: unknown,
  ) =>
    recordStaffAction(
      deps.activity,
      { event, actorId: actor.id, request: actor.request, subject: { type: 'wager_restriction', id }, before, after },
      tx,
    );

  return {
    escrow,
    settlement,
    announce,

    minimumAmount: () => settings.integer('minimum_wager_amount'),

    /** The caller's wagering status: every reason they may not wager coins now, and the limits. */
    async status(userId: number): Promise<WageringStatus> {
      const facts = await repository.wagerFacts(userId);
      if (!facts) throw new AppError('general.not_found');
      const refusals = await wagerRefusals(repository, facts, 10, await deps.hasWageringFeature(db, userId));
      return {
        allowed: refusals.length === 0,
        refusals,
        allowed_token_types: facts.allowedTokenTypes,
        minimum_amount: await settings.integer('minimum_wager_amount'),
        limit: await settings.integer('wager_limit'),
      };
    },

    /**
     * Ends a wager round past its deadline as it stands (settlement.expire); lazily, when the round is
     * read. Before the deadline nothing is locked: reading a round under way stays cheap.
     */
    async expireIfOverdue(roundId: number, startedAt: Date): Promise<void> {
      const now = clock();
      const hours = await settings.integer('wager_deadline_hours');
      if (startedAt.getTime() + hours * 3_600_000 > now.getTime()) return;
      const results: Settled = await db.transaction((tx) => settlement.expire(tx as unknown as Database, roundId, now));
      await announce(results);
    },

    /** Rounds held for staff (a flagged stroke, or a payout the ledger refused), oldest first. */
    async reviews() {
      return (await repository.roundsInReview()).map(({ round, stakes }) => ({
        round_id: round.roundId,
        title: round.title,
        game_mode: round.gameMode,
        token_type: round.tokenType,
        pot: stakes.reduce((sum, stake) => sum + stake.amount, 0),
        completed_at: round.completedAt?.toISOString() ?? null,
        players: stakes.map((stake) => ({ user_id: stake.userId, display_name: stake.displayName })),
      }));
    },

    /** Staff pay out or refund a round held for review (a flagged stroke); logged with the settlement. */
    async resolve(roundId: number, action: 'payout' | 'refund', actor: StaffActor): Promise<void> {
      const results = await inWagersTransaction(db, async (_repo, tx) => {
        const settled = await settlement.resolve(tx, roundId, action);
        const entries = settled.flatMap((result) => result?.entries ?? []);
        await recordStaffAction(
          deps.activity,
          {
            event: 'wagers.resolved',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'round', id: roundId },
            details: {
              action,
              ledger: entries.map((entry) => ({
                user_id: entry.userId,
                action: entry.transactionAction,
                amount: entry.amount,
              })),
            },
          },
          tx,
        );
        return settled;
      });
      await announce(results);
    },

    // Back-office: where wagering is restricted.

    async listRestrictions(query: ListQuery) {
      const { rows, total } = await repository.listRestrictions(planList(query, wagerRestrictionListSpec));
      return { data: rows.map(present), meta: pageMeta(query, total) };
    },

    async getRestriction(id: number) {
      const row = await repository.getRestriction(id);
      if (!row) throw new AppError('general.not_found');
      return present(row);
    },

    async createRestriction(input: { country_code: string; region_code: string | null }, actor: StaffActor) {
      return inWagersTransaction(db, async (repo, tx) => {
        const row = await repo.createRestriction({ countryCode: input.country_code, regionCode: input.region_code });
        if (row === DUPLICATE) throw duplicate();
        await logRestriction(tx, 'wager_restrictions.created', actor, row.id, null, present(row));
        return present(row);
      });
    },

    async updateRestriction(
      id: number,
      input: { country_code?: string; region_code?: string | null },
      actor: StaffActor,
    ) {
      const current = await repository.getRestriction(id);
      if (!current) throw new AppError('general.not_found');
      const countryCode = input.country_code ?? current.countryCode;
      const regionCode = input.region_code === undefined ? current.regionCode : input.region_code;
      if (regionCode && !regionCode.startsWith(`${countryCode}-`))
        throw AppError.validation({
          region_code: [{ key: 'validation.region_code', params: { attribute: 'region code' } }],
        });
      return inWagersTransaction(db, async (repo, tx) => {
        const row = await repo.updateRestriction(id, { countryCode, regionCode });
        if (row === DUPLICATE) throw duplicate();
        if (!row) throw new AppError('general.not_found');
        await logRestriction(tx, 'wager_restrictions.updated', actor, id, present(current), present(row));
        return present(row);
      });
    },

    async removeRestriction(id: number, actor: StaffActor) {
      await inWagersTransaction(db, async (repo, tx) => {
        const current = await repo.getRestriction(id);
        if (!current || !(await repo.deleteRestriction(id))) throw new AppError('general.not_found');
        await logRestriction(tx, 'wager_restrictions.deleted', actor, id, present(current), null);
      });
    },
  };
}

export type WagersService = ReturnType<typeof createWagersService>;
