import type { WageringStatus } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
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

    /** Staff pay out or refund a round held for review (a flagged stroke). */
    async resolve(roundId: number, action: 'payout' | 'refund'): Promise<void> {
      const results = await inWagersTransaction(db, (_repo, tx) => settlement.resolve(tx, roundId, action));
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

    async createRestriction(input: { country_code: string; region_code: string | null }) {
      const row = await repository.createRestriction({
        countryCode: input.country_code,
        regionCode: input.region_code,
      });
      if (row === DUPLICATE) throw duplicate();
      return present(row);
    },

    async updateRestriction(id: number, input: { country_code?: string; region_code?: string | null }) {
      const current = await repository.getRestriction(id);
      if (!current) throw new AppError('general.not_found');
      const countryCode = input.country_code ?? current.countryCode;
      const regionCode = input.region_code === undefined ? current.regionCode : input.region_code;
      if (regionCode && !regionCode.startsWith(`${countryCode}-`))
        throw AppError.validation({
          region_code: [{ key: 'validation.region_code', params: { attribute: 'region code' } }],
        });
      const row = await repository.updateRestriction(id, { countryCode, regionCode });
      if (row === DUPLICATE) throw duplicate();
      if (!row) throw new AppError('general.not_found');
      return present(row);
    },

    async removeRestriction(id: number) {
      if (!(await repository.deleteRestriction(id))) throw new AppError('general.not_found');
    },
  };
}

export type WagersService = ReturnType<typeof createWagersService>;
