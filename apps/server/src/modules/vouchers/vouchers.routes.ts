import { z } from 'zod';
import {
  adminVoucherSchema,
  createdVoucherBatchSchema,
  decryptedVoucherSchema,
  ECONOMY_AMOUNT_MAX,
  GRANT_DAYS_MAX,
  redeemBodySchema,
  redeemResultSchema,
  voucherBatchBodySchema,
  voucherBatchSummarySchema,
  voucherDecryptBodySchema,
  voucherImportBodySchema,
  voucherImportResultSchema,
  voucherSchema,
} from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import { ECONOMY_TARGET_REFUSALS } from '../users/staff-target';
import type { VouchersService } from './vouchers.service';
import { IMPORT_BODY_LIMIT, REDEEM_BODY_LIMIT } from './vouchers.schemas';

/** The player's Vouchers and Redeem views. */
export const vouchersRoutes: FastifyPluginAsyncZod<{ vouchers: VouchersService; guards: Guards }> = async (
  app,
  { vouchers, guards },
) => {
  const tags = ['vouchers'];
  app.get(
    '/users/me/vouchers',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's vouchers",
        description:
          'Vouchers handed to the player (with their code until used) and vouchers the player redeemed. Reading the list marks handed-over vouchers seen (status 10 → 20).',
        response: { 200: dataEnvelope(z.array(voucherSchema)) },
      },
    },
    async (request) => ({ data: await vouchers.mine(currentAuth(request).userId) }),
  );

  app.post(
    '/vouchers/redeem',
    {
      config: {
        errors: [
          'auth.too_many_attempts',
          'other.invalid_voucher_code',
          'other.voucher_already_used',
          'other.voucher_handled_by_redeemer',
          'store.balance_limit_reached',
        ],
      },
      onRequest: guards.requireUser,
      bodyLimit: REDEEM_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Redeem a voucher code',
        description:
          'Grants the content once: tokens (voucher payout, transaction_action 70), a software_download feature unlock, or a hardware activation. A wrong or someone else’s code is 9001 "Invalid voucher code", a code already redeemed 9009 (409) "already used"; after 10 failures in 15 minutes from one user and IP, 1021 "Too many attempts" with Retry-After. Tokens that would take the wallet above its largest balance are 4012 and the voucher stays unused. Staff who created, imported or decrypted the voucher get 9008 (403): they knew its code, and nobody credits their own wallet.',
        body: redeemBodySchema,
        response: { 200: dataEnvelope(redeemResultSchema) },
      },
    },
    async (request) => ({
      data: await vouchers.redeem(currentAuth(request).userId, request.ip ?? null, request.body.code),
    }),
  );
};

/** Back-office: vouchers and the voucher list (spec: any signed-in back-office user); decrypt needs manage-users. */
export const vouchersAdminRoutes: FastifyPluginAsyncZod<{ vouchers: VouchersService; guards: Guards }> = async (
  app,
  { vouchers, guards },
) => {
  const onRequest = guards.requirePermission();
  const tags = ['admin: vouchers'];

  app.get(
    '/admin/vouchers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Vouchers (read-only list)',
        description:
          'Newest first by default; sortable by id, batch, status, type, created_at, updated_at. Filters: batch, status, type, user_id. Searches the batch. Codes are never listed: the payload is the encrypted code.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminVoucherSchema) },
      },
    },
    async (request) => vouchers.list(request.query),
  );

  app.get(
    '/admin/vouchers/batches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Voucher batches with their size and how many are used',
        response: {
          200: dataEnvelope(z.array(voucherBatchSummarySchema)),
        },
      },
    },
    async () => ({ data: await vouchers.batches() }),
  );

  app.post(
    '/admin/vouchers',
    {
      config: { errors: ['store.staff_credit_cap_exceeded', 'users.cannot_act_on_self', 'users.system_account'] },
      onRequest,
      schema: {
        tags,
        summary: 'Create a batch of vouchers',
        description:
          'count random 16-character codes. The codes are in this answer only (download them now); the database keeps their hash and an encrypted payload. The caller can never redeem them (9008). A tokens batch counts count × amount against the staff member’s credits of the UTC day (adjustments and token vouchers together); past the setting staff_credit_cap it needs an administrator (403, 4020). Recorded in the activity log as vouchers.batch_created. With user_id, the vouchers are handed to that player, as an act on their wallet: ' +
          ECONOMY_TARGET_REFUSALS,
        body: voucherBatchBodySchema,
        response: { 201: dataEnvelope(createdVoucherBatchSchema) },
      },
    },
    async (request, reply) => {
      // Handing vouchers to a player is acting on their wallet: never one's own (nor, for staff
      // who are not administrators, an administrator's).
      if (request.body.user_id) await guards.requireStaffTarget(request, request.body.user_id, 'economy');
      const created = await vouchers.createBatch(request.body, { id: currentAuth(request).userId, request });
      return reply.status(201).send({ data: created });
    },
  );

  app.post(
    '/admin/vouchers/import',
    {
      config: { errors: ['store.staff_credit_cap_exceeded'] },
      onRequest,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import a batch from CSV (all or nothing)',
        description: `Header: code,type and optionally amount,token_type,title,days. type is 10/20/30 or tokens/software_download/activate_hardware; a tokens amount is a whole number from 1 to ${ECONOMY_AMOUNT_MAX}, a software download's days one from 1 to ${GRANT_DAYS_MAX}. Any bad row (format, duplicate in the file, code already known) refuses the whole file with 422, one error per bad row under csv.line_{n} (line 1 is the header), its reasons in the caller's language. Tokens rows count, summed, against the staff member’s credits of the UTC day; past the setting staff_credit_cap they need an administrator (403, 4020). Recorded in the activity log as vouchers.imported.`,
        body: voucherImportBodySchema,
        response: { 201: dataEnvelope(voucherImportResultSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await vouchers.importCsv(
          request.body.batch,
          request.body.csv,
          { id: currentAuth(request).userId, request },
          request.locale,
        ),
      }),
  );

  app.post(
    '/admin/vouchers/decrypt',
    {
      config: { errors: ['other.invalid_voucher_code'] },
      // Showing a code is handing out its credit: the permission that adjusts wallets (decision 0060).
      onRequest: guards.requirePermission('manage-users'),
      schema: {
        tags,
        summary: 'Decrypt a voucher payload (support)',
        description:
          'Needs manage-users. The voucher, its code and content. A payload that is not ours is 9001 "Invalid voucher code". The caller can no longer redeem it (9008). Recorded in the activity log as vouchers.decrypted.',
        body: voucherDecryptBodySchema,
        response: { 200: dataEnvelope(decryptedVoucherSchema) },
      },
    },
    async (request) => ({
      data: await vouchers.decrypt(request.body.payload, { id: currentAuth(request).userId, request }),
    }),
  );
};
