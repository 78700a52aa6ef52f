import type { Identifier } from 'react-admin';
import type {
  AdjustmentRequest,
  AdminFeatureUnlock,
  AdminOrder,
  AdminTransaction,
  CreatedVoucherBatch,
  DataEnvelope,
  DecryptedVoucher,
  FeatureUnlockRequest,
  VoucherBatchRequest,
  VoucherBatchSummary,
  VoucherImportRequest,
  VoucherImportResult,
} from '@golf/contracts';
import type { HttpClient } from './http';

/**
 * The back-office economy calls beyond react-admin's CRUD set (/api/v1/admin/wallets, orders,
 * vouchers, a user's feature unlocks). Their bodies and replies are the contracts' types.
 */
export interface EconomyCalls {
  /** POST admin/wallets/adjustments (transaction_action 60); answers the ledger entry. */
  adjustWallet(input: AdjustmentRequest): Promise<{ data: AdminTransaction }>;
  /** POST admin/orders/{id}/refund; answers the refunded order. */
  refundOrder(id: Identifier): Promise<{ data: AdminOrder }>;
  /** POST admin/vouchers: a batch of random codes, returned once (only hash and payload are kept). */
  createVoucherBatch(input: VoucherBatchRequest): Promise<{ data: CreatedVoucherBatch }>;
  /** POST admin/vouchers/import: all or nothing; a 422 names every bad line (csv.line_<n>). */
  importVouchers(input: VoucherImportRequest): Promise<{ data: VoucherImportResult }>;
  /** POST admin/vouchers/decrypt: the voucher behind an encrypted payload, with its code. */
  decryptVoucher(payload: string): Promise<{ data: DecryptedVoucher }>;
  /** GET admin/vouchers/batches: each batch with its size and how many are used. */
  getVoucherBatches(): Promise<{ data: VoucherBatchSummary[] }>;
  /** GET admin/users/{id}/feature-unlocks: the user's live unlocks, one row each. */
  getUserFeatureUnlocks(userId: Identifier): Promise<{ data: AdminFeatureUnlock[] }>;
  /** POST admin/users/{id}/feature-unlocks (manage-users). */
  grantFeatureUnlock(userId: Identifier, input: FeatureUnlockRequest): Promise<void>;
  /** DELETE admin/users/{id}/feature-unlocks/{unlockId} (manage-users). */
  revokeFeatureUnlock(userId: Identifier, unlockId: Identifier): Promise<void>;
}

const featureUnlocksPath = (userId: Identifier) => `admin/users/${encodeURIComponent(String(userId))}/feature-unlocks`;

export function createEconomyCalls(http: HttpClient): EconomyCalls {
  return {
    adjustWallet: async (input) => {
      const { body } = await http.request<DataEnvelope<AdminTransaction>>('admin/wallets/adjustments', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },
    refundOrder: async (id) => {
      const { body } = await http.request<DataEnvelope<AdminOrder>>(
        `admin/orders/${encodeURIComponent(String(id))}/refund`,
        { method: 'POST', body: {} },
      );
      return { data: body.data };
    },
    createVoucherBatch: async (input) => {
      const { body } = await http.request<DataEnvelope<CreatedVoucherBatch>>('admin/vouchers', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },
    importVouchers: async (input) => {
      const { body } = await http.request<DataEnvelope<VoucherImportResult>>('admin/vouchers/import', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },
    decryptVoucher: async (payload) => {
      const { body } = await http.request<DataEnvelope<DecryptedVoucher>>('admin/vouchers/decrypt', {
        method: 'POST',
        body: { payload },
      });
      return { data: body.data };
    },
    getVoucherBatches: async () => {
      const { body } = await http.request<Partial<DataEnvelope<VoucherBatchSummary[]>>>('admin/vouchers/batches');
      return { data: Array.isArray(body?.data) ? body.data : [] };
    },
    getUserFeatureUnlocks: async (userId) => {
      const { body } = await http.request<Partial<DataEnvelope<AdminFeatureUnlock[]>>>(featureUnlocksPath(userId));
      return { data: Array.isArray(body?.data) ? body.data : [] };
    },
    grantFeatureUnlock: async (userId, input) => {
      await http.request(featureUnlocksPath(userId), { method: 'POST', body: input });
    },
    revokeFeatureUnlock: async (userId, unlockId) => {
      await http.request(`${featureUnlocksPath(userId)}/${encodeURIComponent(String(unlockId))}`, {
        method: 'DELETE',
      });
    },
  };
}
