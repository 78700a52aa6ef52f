import { z } from 'zod';
import {
  adjustmentBodySchema,
  adminListedTransactionSchema,
  adminTransactionSchema,
  adminWalletSchema,
  myWalletSchema,
  transactionSchema,
} from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import type { WalletsService } from './wallets.service';
import { ECONOMY_TARGET_REFUSALS } from '../users/staff-target';
import {
  presentAdminListedTransaction,
  presentAdminTransaction,
  presentAdminWallet,
  presentTransaction,
  walletParamsSchema,
} from './wallets.schemas';

/** The player's wallets and ledger. */
export const walletsRoutes: FastifyPluginAsyncZod<{ wallets: WalletsService; guards: Guards }> = async (
  app,
  { wallets, guards },
) => {
  const tags = ['wallets'];
  app.get(
    '/users/me/wallets',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's wallets",
        description:
          'One wallet per token_type (10 coins, 20 diamonds), always both; a wallet that never had an entry has id null and balance 0. Live changes arrive as wallet.updated on private-users.{id}.',
        response: { 200: dataEnvelope(z.array(myWalletSchema)) },
      },
    },
    async (request) => ({ data: await wallets.walletsOf(currentAuth(request).userId) }),
  );

  app.get(
    '/users/me/transactions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's ledger entries",
        description:
          'Newest first by default. Sortable by id, created_at, amount. Filters: token_type, transaction_action, event_type. Searches the comment.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(transactionSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await wallets.myTransactions(currentAuth(request).userId, request.query);
      return { data: rows.map(presentTransaction), meta };
    },
  );
};

/** Back-office: wallets, manual adjustments and the whole ledger (manage-users). */
export const walletsAdminRoutes: FastifyPluginAsyncZod<{ wallets: WalletsService; guards: Guards }> = async (
  app,
  { wallets, guards },
) => {
  const tags = ['admin: wallets'];
  const onRequest = guards.requirePermission('manage-users');

  app.get(
    '/admin/wallets',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Wallets',
        description:
          'Sortable by id, balance, updated_at, user_id. Filters: user_id, token_type. Searches the owner’s display name and e-mail.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminWalletSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await wallets.listWallets(request.query);
      return { data: rows.map(presentAdminWallet), meta };
    },
  );

  app.get(
    '/admin/wallets/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One wallet',
        params: walletParamsSchema,
        response: { 200: dataEnvelope(adminWalletSchema) },
      },
    },
    async (request) => ({ data: presentAdminWallet(await wallets.getWallet(request.params.id)) }),
  );

  app.post(
    '/admin/wallets/adjustments',
    {
      config: {
        errors: [
          'store.adjustment_exceeds_balance',
          'store.balance_limit_reached',
          'store.idempotency_key_reused',
          'store.staff_credit_cap_exceeded',
          'users.administrator_protected',
          'users.cannot_act_on_self',
          'users.system_account',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Adjust a wallet by hand (transaction_action 60)',
        description:
          'Needs both a non-zero amount (positive credits, negative debits) and a comment, else 422 "A wallet adjustment needs both an amount and a comment." A debit beyond the balance is 4011 "The debit is more than the wallet holds". A credit that takes the staff member’s credits of the UTC day (adjustments and token vouchers together) past the setting staff_credit_cap needs an administrator (403, 4020). Recorded in the activity log as wallets.adjusted (balance before and after), and the player gets a wallet notification with the signed amount; a replay does neither again. Returns the ledger entry. ' +
          ECONOMY_TARGET_REFUSALS,
        body: adjustmentBodySchema,
        response: { 201: dataEnvelope(adminTransactionSchema) },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.body.user_id, 'economy');
      const entry = await wallets.adjust({ id: currentAuth(request).userId, request }, request.body);
      return reply.status(201).send({ data: presentAdminTransaction(entry) });
    },
  );

  app.get(
    '/admin/transactions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ledger entries of every wallet',
        description:
          'Newest first by default. Sortable by id, created_at, amount. Filters: user_id, wallet_id, token_type, transaction_action, event_type, entity_type, entity_id. Searches comment and idempotency key. Each entry carries its owner as user { id, display_name, email, system_account }.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminListedTransactionSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await wallets.transactions(request.query);
      return { data: rows.map(presentAdminListedTransaction), meta };
    },
  );
};
