import { eq } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import { settlePot } from '@golf/golf';
import { inSavepoint, type Database } from '../../db/client';
import { rounds } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createSettingsReader } from '../settings/settings.reader';
import { flaggedStrokesOf } from '../rounds/flagged-strokes';
import type { LedgerLine, LedgerResult } from '../wallets/wallets.service';
import type { PostLedger, WagerEscrow } from './wager-escrow';
import { wagerWinners } from './wager-winners';
import { createWagersRepository } from './wagers.repository';

const { wager_payout: payout } = enums.transaction_action;

export interface WagerSettlementDeps {
  post: PostLedger;
  escrow: WagerEscrow;
}

/** What a settlement did, for the caller to announce after its commit. */
export type Settled = LedgerResult[];

async function lockRound(tx: Database, roundId: number) {
  const [row] = await tx.select().from(rounds).where(eq(rounds.id, roundId)).for('update');
  return row;
}

/**
 * Settling a wager round's stakes (docs/wagering.md). Each path runs inside a transaction that holds
 * the round's row lock, and moves the round's wager_state with a conditional update: open → paid,
 * review or refunded exactly once. The payout is one ledger operation keyed wager:settle:{round},
 * so even a settlement that somehow ran twice would apply once.
 */
export function createWagerSettlement(deps: WagerSettlementDeps) {
  /** Pays the pot of an open wager round to its winners, with the fee to the house; refunds when nobody won. */
  async function payOut(tx: Database, roundId: number, from: 'open' | 'review'): Promise<Settled> {
    const repo = createWagersRepository(tx);
    const held = await repo.heldStakes(roundId);
    const staked = new Set(held.map((stake) => stake.userId));
    const winners = (await wagerWinners(tx, roundId)).filter((id) => staked.has(id));
    if (!winners.length || held.length < 2) {
      // Nobody finished (or a lone stake): every stake goes back.
      if (!(await repo.moveWager(roundId, [from], 'refunded'))) return [];
      return deps.escrow.refund(tx, roundId);
    }
    if (!(await repo.moveWager(roundId, [from], 'paid'))) return [];
    const tokenType = held[0]!.tokenType;
    const settled = settlePot(
      held.map((stake) => stake.amount),
      winners,
      await createSettingsReader(tx).decimalMillionths('wager_service_fee'),
    );
    const common = { tokenType, action: payout, entityType: 'round', entityId: roundId, direction: 'credit' } as const;
    const lines: LedgerLine[] = settled.payouts
      .filter((p) => p.amount > 0)
      .map((p) => ({ ...common, userId: p.winnerId, amount: p.amount }));
    if (settled.house > 0)
      lines.push({ ...common, userId: await repo.houseUserId(), amount: settled.house, comment: 'wager service fee' });
    await repo.closeStakes(
      held.map((stake) => stake.id),
      'settled',
    );
    await tx
      .update(rounds)
      .set({
        wagerSettlement: {
          fee: settled.house,
          payouts: settled.payouts.map((p) => ({ user_id: p.winnerId, amount: p.amount })),
        },
      })
      .where(eq(rounds.id, roundId));
    return [await deps.post(tx, { idempotencyKey: `wager:settle:${roundId}`, lines })];
  }

  /**
   * Pays out an open round, or holds it for staff: when a stroke was flagged, and when the ledger
   * refuses the payout (a winner's balance at its limit), so the round's end is never refused for it.
   * A database failure is not caught: it fails the whole transaction, the round's end included.
   */
  async function payOutOrHold(tx: Database, roundId: number): Promise<Settled> {
    const hold = () => createWagersRepository(tx).moveWager(roundId, ['open'], 'review');
    if ((await flaggedStrokesOf(tx, roundId)).length > 0) {
      await hold();
      return [];
    }
    try {
      return await inSavepoint(tx, 'wager_settlement', () => payOut(tx, roundId, 'open'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await hold();
      return [];
    }
  }

  return {
    /**
     * Inside the transaction that completes the round, its row locked by the caller: pays out, or
     * holds the stakes for staff when any stroke of the round was flagged. Nothing for a round
     * without an open wager (one settled already included).
     */
    async onRoundCompleted(tx: Database, roundId: number): Promise<Settled> {
      const [round] = await tx
        .select({ state: rounds.wagerState, status: rounds.roundStatus })
        .from(rounds)
        .where(eq(rounds.id, roundId));
      if (round?.state !== 'open' || round.status !== enums.round_status.completed) return [];
      return payOutOrHold(tx, roundId);
    },

    /** The round is called off before its start (host cancels): every stake goes back. */
    async onRoundCancelled(tx: Database, roundId: number): Promise<Settled> {
      if (!(await createWagersRepository(tx).moveWager(roundId, ['open'], 'refunded'))) return [];
      return deps.escrow.refund(tx, roundId);
    },

    /** Staff decide a round held for review: pay out as scored, or refund every stake. */
    async resolve(tx: Database, roundId: number, action: 'payout' | 'refund'): Promise<Settled> {
      const round = await lockRound(tx, roundId);
      if (!round) throw new AppError('general.not_found');
      if (round.wagerState !== 'review') throw new AppError('rounds.wager_not_in_review');
      if (action === 'payout') return payOut(tx, roundId, 'review');
      await createWagersRepository(tx).moveWager(roundId, ['review'], 'refunded');
      return deps.escrow.refund(tx, roundId);
    },

    /**
     * A wager round past its deadline (setting wager_deadline_hours after the start) ends as it
     * stands: it completes, the players who finished share the pot as scored among themselves,
     * whoever did not finish forfeits their stake; nobody finished → every stake back.
     */
    async expire(tx: Database, roundId: number, now: Date): Promise<Settled> {
      const round = await lockRound(tx, roundId);
      const hours = await createSettingsReader(tx).integer('wager_deadline_hours');
      if (
        !round ||
        round.wagerState !== 'open' ||
        round.roundStatus !== enums.round_status.active ||
        !round.startedAt ||
        round.startedAt.getTime() + hours * 3_600_000 > now.getTime()
      )
        return [];
      await tx
        .update(rounds)
        .set({ roundStatus: enums.round_status.completed, completedAt: now })
        .where(eq(rounds.id, roundId));
      return payOutOrHold(tx, roundId);
    },
  };
}

export type WagerSettlement = ReturnType<typeof createWagerSettlement>;
