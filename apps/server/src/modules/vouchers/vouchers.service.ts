import type { z } from 'zod';
import {
  enums,
  GRANT_DAYS_MAX,
  localizedAttribute,
  translate,
  type Locale,
  type voucherBatchBodySchema,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { ThrottleRule, Throttle } from '../auth/throttle';
import type { StaffCreditCheck } from '../users/staff-credit-cap';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { LedgerResult, WalletsService } from '../wallets/wallets.service';
import {
  CODE_LENGTH,
  generateVoucherCode,
  isPlausibleVoucherCode,
  normalizeVoucherCode,
  type VoucherCrypto,
} from './voucher-codes';
import { validateVoucherCsv } from './voucher-csv';
import {
  adminVoucherListSpec,
  type VoucherInsert,
  type VoucherRow,
  type VouchersRepository,
} from './vouchers.repository';
import { presentAdminVoucher, presentVoucher } from './vouchers.schemas';

/** Failed redeem attempts allowed per user and IP before "Too many attempts" (guessing). */
export const REDEEM_RULE: ThrottleRule = { max: 10, windowSeconds: 15 * 60 };
const DAY_MS = 24 * 3600 * 1000;

/** Generated codes read in groups of four. */
const display = (normalized: string) =>
  normalized.length === CODE_LENGTH ? normalized.match(/.{4}/g)!.join('-') : normalized;

export interface VouchersServiceDeps {
  db: Database;
  vouchers: VouchersRepository;
  crypto: VoucherCrypto;
  throttle: Throttle;
  wallets: WalletsService;
  entitlements: EntitlementsService;
  activity: Pick<ActivityLog, 'record'>;
  staffCredit: StaffCreditCheck;
  clock?: () => Date;
}

/** The tokens a voucher credits once redeemed (0 for other types): what the staff credit cap counts. */
const creditOf = (type: number, content: Record<string, unknown>) =>
  type === enums.voucher_type.tokens ? Number(content.amount ?? 0) : 0;

/**
 * Vouchers and redeem codes. Codes are random (80 bits), kept only as an HMAC (lookup) and an
 * AES-GCM payload (support's decrypt page). Redeeming grants the content once, however many
 * attempts race for it, and failed attempts are throttled per user and IP.
 */
export function createVouchersService(deps: VouchersServiceDeps) {
  const { db, vouchers: repository, crypto } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function grant(tx: Parameters<Parameters<Database['transaction']>[0]>[0], voucher: VoucherRow, userId: number) {
    const content = voucher.content;
    if (voucher.type === enums.voucher_type.tokens) {
      return deps.wallets.post(tx, {
        idempotencyKey: `voucher:${voucher.id}`,
        lines: [
          {
            userId,
            tokenType: Number(content.token_type ?? enums.token_type.coins),
            direction: 'credit',
            amount: Number(content.amount),
            action: enums.transaction_action.voucher_payout,
            entityType: 'voucher',
            entityId: voucher.id,
            comment: voucher.batch,
          },
        ],
      });
    }
    if (voucher.type === enums.voucher_type.software_download) {
      // Saving caps days at GRANT_DAYS_MAX; a voucher saved before that cap gets the longest unlock
      // there is rather than an expiry past the last valid date.
      const stored = Number(content.days);
      const days = stored > 0 ? Math.min(stored, GRANT_DAYS_MAX) : null;
      await deps.entitlements.grantUnlock(tx, {
        userId,
        feature: enums.feature_type.software_download,
        expiresAt: days ? new Date(clock().getTime() + days * DAY_MS) : null,
        entityType: 'voucher',
        entityId: voucher.id,
      });
    }
    // activate_hardware: the redemption itself is the activation record (voucher_redemptions).
    return null;
  }

  return {
    async redeem(userId: number, ip: string | null, code: string) {
      const throttleKey = `voucher-redeem:${userId}:${ip ?? '-'}`;
      const state = await deps.throttle.check(throttleKey, REDEEM_RULE);
      if (state.limited) throw new AppError('auth.too_many_attempts', { seconds: state.retryAfterSeconds });
      const refuse = async (): Promise<never> => {
        await deps.throttle.hit(throttleKey, REDEEM_RULE);
        throw new AppError('other.invalid_voucher_code');
      };
      const normalized = normalizeVoucherCode(code);
      if (!isPlausibleVoucherCode(normalized)) return refuse();
      const voucher = await repository.findByHash(crypto.hash(normalized));
      // A voucher handed to one player is theirs to redeem; to anyone else it is as if unknown.
      if (!voucher || (voucher.userId && voucher.userId !== userId)) return refuse();
      // A real code someone redeemed: say so (a guess needs the code, so this tells a guesser nothing new).
      if (voucher.status === enums.voucher_status.used) throw new AppError('other.voucher_already_used');
      // Staff who created, imported or decrypted it knew the code: redeeming it themselves would be
      // crediting their own wallet, which the back-office never lets anyone do.
      if (voucher.handledBy.includes(userId)) throw new AppError('other.voucher_handled_by_redeemer');
      let ledger: LedgerResult | null = null;
      const claimed = await db.transaction(async (tx) => {
        const row = await repository.claim(tx, voucher.id, userId, clock());
        if (!row) return undefined;
        await repository.insertRedemption(tx, { voucherId: row.id, userId, ip });
        ledger = await grant(tx, row, userId);
        return row;
      });
      // Another attempt claimed it between the lookup and this transaction.
      if (!claimed) throw new AppError('other.voucher_already_used');
      const result = ledger as LedgerResult | null;
      if (result) await deps.wallets.announce(result);
      else await deps.entitlements.announce(userId);
      const entry = result?.entries[0];
      return {
        voucher: presentVoucher(claimed, null),
        wallet: entry ? { token_type: entry.tokenType, balance: entry.balanceAfter } : null,
      };
    },

    /** The player's Vouchers view; opening it marks handed-over vouchers seen. */
    async mine(userId: number) {
      const rows = await repository.ofUser(userId);
      await repository.markSeen(userId);
      return rows.map((row) => {
        const code =
          row.status !== enums.voucher_status.used && row.userId === userId ? crypto.decrypt(row.payload) : null;
        return presentVoucher(row, code ? display(code) : null);
      });
    },

    // Back-office.

    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, adminVoucherListSpec));
      return { data: rows.map(presentAdminVoucher), meta: pageMeta(query, total) };
    },

    batches: () => repository.batches(),

    /** A new batch of random codes; the codes are in this answer only. */
    async createBatch(input: z.output<typeof voucherBatchBodySchema>, actor: StaffActor) {
      const staffId = actor.id;
      const errors: Record<string, MessageRef[]> = {};
      const content: Record<string, string | number | null> = {};
      if (input.type === enums.voucher_type.tokens) {
        if (!input.amount) errors.amount = [{ key: 'validation.required', params: { attribute: 'amount' } }];
        const tokenType = input.token_type ?? enums.token_type.coins;
        if (!Object.values(enums.token_type).includes(tokenType as 10))
          errors.token_type = [{ key: 'validation.in', params: { attribute: 'token type' } }];
        Object.assign(content, { amount: input.amount ?? null, token_type: tokenType });
      } else {
        if (input.type === enums.voucher_type.activate_hardware && !input.title)
          errors.title = [{ key: 'validation.required', params: { attribute: 'title' } }];
        content.title = input.title ?? null;
        if (input.days) content.days = input.days;
      }
      if (Object.keys(errors).length) throw AppError.validation(errors);
      // Every code is credit once redeemed: the batch counts as count × amount (decisions 0059, 0096).
      const credit = input.count * creditOf(input.type, content);
      const codes = Array.from({ length: input.count }, () => generateVoucherCode());
      const status = input.user_id ? enums.voucher_status.unseen : enums.voucher_status.available;
      const rows = await deps
        .staffCredit(actor, (charge) =>
          db.transaction(async (tx) => {
            await charge(tx, credit);
            const inserted = await repository.insertMany(
              tx,
              codes.map((code): VoucherInsert => ({
                codeHash: crypto.hash(code),
                payload: crypto.encrypt(code),
                batch: input.batch,
                type: input.type,
                status,
                content,
                userId: input.user_id ?? null,
                handledBy: [staffId],
              })),
            );
            await recordStaffAction(
              deps.activity,
              {
                event: 'vouchers.batch_created',
                actorId: staffId,
                // Handed to a player: it is their account it credits; otherwise the batch's first voucher.
                subject: input.user_id ? { type: 'user', id: input.user_id } : { type: 'voucher', id: inserted[0]!.id },
                request: actor.request,
                details: {
                  batch: input.batch,
                  type: input.type,
                  count: inserted.length,
                  content,
                  voucher_ids: inserted.map((row) => row.id),
                },
              },
              tx,
            );
            return inserted;
          }),
        )
        .catch((error: unknown) => {
          const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
          if (cause.code === '23503')
            throw AppError.validation({ user_id: [{ key: 'validation.in', params: { attribute: 'user' } }] });
          throw error;
        });
      return {
        batch: input.batch,
        vouchers: rows.map((row, i) => ({ ...presentAdminVoucher(row), code: codes[i]! })),
      };
    },

    /** CSV import: every row valid and new, or nothing saved; every bad row reported with its line. */
    async importCsv(batch: string, csv: string, actor: StaffActor, locale: Locale) {
      const staffId = actor.id;
      const { rows, errors } = validateVoucherCsv(csv);
      const hashes = rows.map((row) => crypto.hash(row.code));
      const taken = await repository.existingHashes(hashes);
      rows.forEach((row, i) => {
        if (taken.has(hashes[i]!)) errors.push({ line: row.line, reasons: [{ key: 'validation.csv_code_taken' }] });
      });
      if (errors.length) {
        errors.sort((a, b) => a.line - b.line);
        // Each line's reasons are catalogue messages, joined into the one message of the line's field.
        const reasonText = (message: MessageRef) => {
          const attribute = message.params?.attribute;
          return translate(locale, message.key, {
            ...message.params,
            ...(typeof attribute === 'string' && { attribute: localizedAttribute(locale, attribute) }),
          });
        };
        throw AppError.validation(
          Object.fromEntries(
            errors.map((error) => [
              `csv.line_${error.line}`,
              [
                {
                  key: 'validation.import_all_or_nothing',
                  params: { row: error.line, reason: error.reasons.map(reasonText).join('; ') },
                },
              ],
            ]),
          ),
        );
      }
      const credit = rows.reduce((sum, row) => sum + creditOf(row.type, row.content), 0);
      const inserted = await deps.staffCredit(actor, (charge) =>
        db.transaction(async (tx) => {
          await charge(tx, credit);
          const saved = await repository.insertMany(
            tx,
            rows.map((row, i) => ({
              codeHash: hashes[i]!,
              payload: crypto.encrypt(row.code),
              batch,
              type: row.type,
              status: enums.voucher_status.available,
              content: row.content,
              handledBy: [staffId],
            })),
          );
          if (saved.length)
            await recordStaffAction(
              deps.activity,
              {
                event: 'vouchers.imported',
                actorId: staffId,
                subject: { type: 'voucher', id: saved[0]!.id },
                request: actor.request,
                details: { batch, count: saved.length, credit, voucher_ids: saved.map((row) => row.id) },
              },
              tx,
            );
          return saved;
        }),
      );
      return { batch, imported: inserted.length };
    },

    /** Support: the voucher behind an encrypted payload; logged as vouchers.decrypted with the handling. */
    async decrypt(payload: string, actor: StaffActor) {
      const code = crypto.decrypt(payload);
      const voucher = code ? await repository.findByHash(crypto.hash(code)) : undefined;
      if (!code || !voucher) throw new AppError('other.invalid_voucher_code');
      await db.transaction(async (tx) => {
        await repository.markHandled(voucher.id, actor.id, tx);
        await recordStaffAction(
          deps.activity,
          {
            event: 'vouchers.decrypted',
            actorId: actor.id,
            subject: { type: 'voucher', id: voucher.id },
            request: actor.request,
            details: { batch: voucher.batch, status: voucher.status },
          },
          tx,
        );
      });
      return { ...presentAdminVoucher(voucher), code: display(code) };
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
