import { enums, memberOf } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { createSettingsReader } from '../settings/settings.reader';
import { systemAccountId } from '../users/system-accounts';
import type { LedgerLine, LedgerOperation, LedgerResult } from '../wallets/wallets.service';
import { createClubsRepository, type ClubRow } from './clubs.repository';

const { club_member_fee: FEE, club_member_fee_refund: REFUND } = enums.transaction_action;

/** The ledger inside the caller's transaction (the wallets service's `post`). */
export type PostLedger = (tx: Database, operation: LedgerOperation) => Promise<LedgerResult>;

/** The account that holds pending fees and keeps the club service fee (decision 0083). */
const houseUserId = (tx: Database): Promise<number> => systemAccountId(tx, 'clubFees');

/** The service fee of `amount`, rounded down, with the fraction in millionths: the rest is the club's share. */
export function splitFee(amount: number, feeMillionths: number): { service: number; club: number } {
  const service = Math.floor((amount * feeMillionths) / 1_000_000);
  return { service, club: amount - service };
}

/**
 * Member fees (decision 0083, action 23 and refund 25). A fee is a club_fees row whose id keys its
 * ledger operations (club:fee:{id}, club:settle:{id}, club:refund:{id}), and whose state moves
 * held → settled | refunded once, with a conditional update in the caller's transaction. A player's own
 * entries carry the club's name as their comment, the line the transaction list shows under the action;
 * the house's carry a note for staff.
 */
export function createClubFees(deps: { post: PostLedger }) {
  const insufficient = (club: ClubRow) =>
    new AppError('clubs.insufficient_funds_to_join', {
      amount: club.memberFee,
      // The token_type member: the error handler names it in the reader's language.
      token: memberOf('token_type', club.memberFeeTokenType) ?? String(club.memberFeeTokenType),
    });

  async function post(tx: Database, club: ClubRow, operation: LedgerOperation): Promise<LedgerResult> {
    try {
      return await deps.post(tx, { ...operation, insufficientFunds: 'clubs.insufficient_funds_to_join' });
    } catch (error) {
      // The ledger's refusal carries no amount; say what the fee is.
      if (error instanceof AppError && error.key === 'clubs.insufficient_funds_to_join') throw insufficient(club);
      throw error;
    }
  }

  /** The lines that pay `amount` from `from` to the club's senior administrator and the house. */
  async function shareLines(tx: Database, club: ClubRow, amount: number): Promise<LedgerLine[]> {
    const repo = createClubsRepository(tx);
    const rate = await createSettingsReader(tx).decimalMillionths('club_service_fee');
    const { service, club: share } = splitFee(amount, rate);
    const common = { tokenType: club.memberFeeTokenType, action: FEE, entityType: 'club', entityId: club.id } as const;
    const lines: LedgerLine[] = [];
    const administrator = await repo.seniorAdministrator(club.id);
    if (share > 0 && administrator !== undefined)
      lines.push({ ...common, userId: administrator, direction: 'credit', amount: share, comment: club.name });
    const house = share > 0 && administrator !== undefined ? service : amount;
    if (house > 0)
      lines.push({
        ...common,
        userId: await houseUserId(tx),
        direction: 'credit',
        amount: house,
        comment: 'club service fee',
      });
    return lines;
  }

  return {
    /** Charges and pays out the fee of a member accepted at once. Null for a free club. */
    async charge(tx: Database, club: ClubRow, userId: number): Promise<LedgerResult | null> {
      if (club.memberFee <= 0) return null;
      const repo = createClubsRepository(tx);
      const fee = await repo.insertFee({
        clubId: club.id,
        userId,
        tokenType: club.memberFeeTokenType,
        amount: club.memberFee,
        state: 'settled',
      });
      if (!fee) throw new AppError('clubs.already_joined');
      const debit: LedgerLine = {
        userId,
        tokenType: fee.tokenType,
        direction: 'debit',
        amount: fee.amount,
        action: FEE,
        entityType: 'club',
        entityId: club.id,
        comment: club.name,
      };
      return post(tx, club, {
        idempotencyKey: `club:fee:${fee.id}`,
        lines: [debit, ...(await shareLines(tx, club, fee.amount))],
      });
    },

    /** Takes the fee of a pending request up front, held by the house until the request is settled. */
    async hold(tx: Database, club: ClubRow, userId: number): Promise<LedgerResult | null> {
      if (club.memberFee <= 0) return null;
      const repo = createClubsRepository(tx);
      const fee = await repo.insertFee({
        clubId: club.id,
        userId,
        tokenType: club.memberFeeTokenType,
        amount: club.memberFee,
        state: 'held',
      });
      if (!fee) throw new AppError('clubs.already_joined');
      const common = { tokenType: fee.tokenType, action: FEE, entityType: 'club', entityId: club.id } as const;
      return post(tx, club, {
        idempotencyKey: `club:fee:${fee.id}`,
        lines: [
          { ...common, userId, direction: 'debit', amount: fee.amount, comment: club.name },
          {
            ...common,
            userId: await houseUserId(tx),
            direction: 'credit',
            amount: fee.amount,
            comment: 'club member fee held',
          },
        ],
      });
    },

    /** On acceptance: the held fee's club share goes from the house to the administrator. */
    async settle(tx: Database, club: ClubRow, userId: number): Promise<LedgerResult | null> {
      const repo = createClubsRepository(tx);
      const held = await repo.heldFee(club.id, userId);
      if (!held) return null;
      const fee = await repo.closeFee(held.id, 'settled');
      if (!fee) return null;
      const house = await houseUserId(tx);
      const lines = (await shareLines(tx, { ...club, memberFeeTokenType: fee.tokenType }, fee.amount)).filter(
        (line) => line.userId !== house,
      );
      if (!lines.length) return null;
      const paid = lines.reduce((sum, line) => sum + line.amount, 0);
      return post(tx, club, {
        idempotencyKey: `club:settle:${fee.id}`,
        lines: [
          {
            userId: house,
            tokenType: fee.tokenType,
            direction: 'debit',
            amount: paid,
            action: FEE,
            entityType: 'club',
            entityId: club.id,
            comment: 'club member fee paid out',
          },
          ...lines,
        ],
      });
    },

    /** A declined or withdrawn request: the held fee goes back to the player (action 25). */
    async refund(tx: Database, club: ClubRow, userId: number): Promise<LedgerResult | null> {
      const repo = createClubsRepository(tx);
      const held = await repo.heldFee(club.id, userId);
      if (!held) return null;
      const fee = await repo.closeFee(held.id, 'refunded');
      if (!fee) return null;
      const common = { tokenType: fee.tokenType, action: REFUND, entityType: 'club', entityId: club.id } as const;
      return post(tx, club, {
        idempotencyKey: `club:refund:${fee.id}`,
        lines: [
          { ...common, userId: await houseUserId(tx), direction: 'debit', amount: fee.amount },
          { ...common, userId, direction: 'credit', amount: fee.amount, comment: club.name },
        ],
      });
    },
  };
}

export type ClubFees = ReturnType<typeof createClubFees>;
