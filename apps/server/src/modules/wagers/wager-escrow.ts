import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { createSettingsReader } from '../settings/settings.reader';
import type { LedgerOperation, LedgerResult } from '../wallets/wallets.service';
import { refusalError, wagerRefusals } from './wager-eligibility';
import { createWagersRepository } from './wagers.repository';

const { wager_payment: payment, wager_payment_refund: refund } = enums.transaction_action;

/** The ledger as wagering uses it: an operation inside the caller's transaction (wallets service `post`). */
export type PostLedger = (tx: Database, operation: LedgerOperation) => Promise<LedgerResult>;

/** Whether the user has the coin_wagering feature, read through `db` (the caller's transaction). */
export type WageringFeatureCheck = (db: Database, userId: number) => Promise<boolean>;

export interface WagerEscrowDeps {
  post: PostLedger;
  hasWageringFeature: WageringFeatureCheck;
}

/** The round fields escrow reads. */
export interface WagerRound {
  id: number;
  wagerAmount: number | null;
  wagerTokenType: number | null;
}

/**
 * Escrow of stakes (docs/wagering.md): taken in the transaction that seats the player, given back
 * in the one that unseats them or calls the round off. Each stake is a row whose id keys its two
 * possible ledger operations (wager:stake:{id}, wager:refund:{id}), so neither applies twice.
 */
export function createWagerEscrow(deps: WagerEscrowDeps) {
  /** Whether `userId` may wager `tokenType`; throws the refusal (code 10 when `joining`). */
  async function checkEligible(tx: Database, userId: number, tokenType: number, joining: boolean) {
    const repo = createWagersRepository(tx);
    const facts = await repo.wagerFacts(userId);
    if (!facts) throw new AppError('rounds.unavailable');
    const refusals = await wagerRefusals(repo, facts, tokenType, await deps.hasWageringFeature(tx, userId));
    const error = refusalError(refusals, joining);
    if (error) throw error;
  }

  return {
    checkEligible,

    /**
     * Debits the player's stake (action 10) in `tx`, which seats them: refused with code 10 when
     * they may not wager, "Wager limit reached" past the setting wager_limit, "No tokens" when the
     * wallet cannot cover it. Null for a round without a wager.
     */
    async stake(tx: Database, round: WagerRound, userId: number, joining: boolean): Promise<LedgerResult | null> {
      if (round.wagerAmount === null || round.wagerTokenType === null) return null;
      const repo = createWagersRepository(tx);
      const tokenType = round.wagerTokenType;
      await checkEligible(tx, userId, tokenType, joining);
      // One player's stakes one at a time, so two joins at once cannot both pass the limit.
      await repo.lockStaker(userId);
      // Read in the transaction: on PGlite a read beside it would wait for it.
      const limit = await createSettingsReader(tx).integer('wager_limit');
      const total = (await repo.heldTotal(userId, tokenType)) + round.wagerAmount;
      if (total > limit) throw new AppError('rounds.wager_limit_reached', { limit, total });
      const stake = await repo.insertStake({ roundId: round.id, userId, tokenType, amount: round.wagerAmount });
      if (!stake) throw new AppError('rounds.already_joined');
      return deps.post(tx, {
        idempotencyKey: `wager:stake:${stake.id}`,
        lines: [
          {
            userId,
            tokenType,
            direction: 'debit',
            amount: stake.amount,
            action: payment,
            entityType: 'round',
            entityId: round.id,
          },
        ],
        insufficientFunds: 'rounds.no_tokens',
      });
    },

    /** Gives back the held stakes (action 21) of the round, or of these players only; in `tx`. */
    async refund(tx: Database, roundId: number, userIds?: number[]): Promise<LedgerResult[]> {
      const repo = createWagersRepository(tx);
      const held = await repo.heldStakes(roundId, userIds);
      const moved = await repo.closeStakes(
        held.map((stake) => stake.id),
        'refunded',
      );
      const results: LedgerResult[] = [];
      for (const stake of moved)
        results.push(
          await deps.post(tx, {
            idempotencyKey: `wager:refund:${stake.id}`,
            lines: [
              {
                userId: stake.userId,
                tokenType: stake.tokenType,
                direction: 'credit',
                amount: stake.amount,
                action: refund,
                entityType: 'round',
                entityId: roundId,
              },
            ],
          }),
        );
      return results;
    },
  };
}

export type WagerEscrow = ReturnType<typeof createWagerEscrow>;
