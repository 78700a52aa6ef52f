import type { Identifier, RaRecord } from 'react-admin';
import type {
  AdminPrice as ContractAdminPrice,
  AdminTransaction as ContractAdminTransaction,
  MetaEntry,
} from '@golf/contracts';
import type { HttpClient } from './http';

/**
 * Records and calls of the back-office economy API (/api/v1/admin/products, prices, orders,
 * wallets, transactions, vouchers, subscriptions, a user's feature unlocks). Only the fields the screens read are typed.
 */
export type { MetaEntry };
export type AdminPrice = ContractAdminPrice & RaRecord;

export interface AdminWallet extends RaRecord {
  id: number;
  user_id: number;
  token_type: number;
  balance: number;
  user: { id: number; display_name: string; email: string };
  updated_at: string | null;
}

export type AdminTransaction = ContractAdminTransaction & RaRecord;

export interface AdminOrder extends RaRecord {
  id: number;
  user_id: number;
  status: number;
  total_amount: number;
  formatted_total: string;
  items: { id: number; name: string; quantity: number; unit_amount: number; product_id: number | null }[];
  payments?: { id: number; provider: string; provider_ref: string | null; state: string; amount: number }[];
  /** Set when the order was refunded automatically (fulfilment refused a payment the provider took). */
  refund_reason?: { code: number; key: string; message: string } | null;
  created_at: string;
}

export interface AdminVoucher extends RaRecord {
  id: number;
  batch: string;
  type: number;
  status: number;
  content: Record<string, string | number | null>;
  payload: string;
  user_id: number | null;
  redeemed_by: number | null;
  redeemed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VoucherBatch {
  batch: string;
  total: number;
  used: number;
}

/** One row of GET admin/users/{id}/feature-unlocks: a live unlock, with the id that removes it. */
export interface AdminFeatureUnlock {
  id: number;
  /** feature_type */
  name: string;
  expires_at: string | null;
  /** What granted it: admin, order, voucher, … */
  entity_type: string | null;
  entity_id: number | null;
  created_at: string;
}

export interface FeatureUnlockGrant {
  /** feature_type */
  feature: string;
  /** ISO timestamp; null: does not expire. */
  expires_at: string | null;
}

export interface WalletAdjustment {
  user_id: number;
  token_type: number;
  amount: number;
  comment: string;
  idempotency_key: string;
}

interface One<T> {
  data: T;
}

/** The economy calls beyond react-admin's CRUD set (mixed into the data provider). */
export interface EconomyCalls {
  /** POST admin/wallets/adjustments (transaction_action 60); answers the ledger entry. */
  adjustWallet(input: WalletAdjustment): Promise<{ data: AdminTransaction }>;
  /** POST admin/orders/{id}/refund; answers the refunded order. */
  refundOrder(id: Identifier): Promise<{ data: AdminOrder }>;
  /** POST admin/vouchers: a batch of random codes, returned once (only hash and payload are kept). */
  createVoucherBatch(
    input: Record<string, unknown>,
  ): Promise<{ data: { batch: string; vouchers: (AdminVoucher & { code: string })[] } }>;
  /** POST admin/vouchers/import: all or nothing; a 422 names every bad line (csv.line_<n>). */
  importVouchers(input: { batch: string; csv: string }): Promise<{ data: { batch: string; imported: number } }>;
  /** POST admin/vouchers/decrypt: the voucher behind an encrypted payload, with its code. */
  decryptVoucher(payload: string): Promise<{ data: AdminVoucher & { code: string } }>;
  /** GET admin/vouchers/batches: each batch with its size and how many are used. */
  getVoucherBatches(): Promise<{ data: VoucherBatch[] }>;
  /** GET admin/users/{id}/feature-unlocks: the user's live unlocks, one row each. */
  getUserFeatureUnlocks(userId: Identifier): Promise<{ data: AdminFeatureUnlock[] }>;
  /** POST admin/users/{id}/feature-unlocks (manage-users). */
  grantFeatureUnlock(userId: Identifier, input: FeatureUnlockGrant): Promise<void>;
  /** DELETE admin/users/{id}/feature-unlocks/{unlockId} (manage-users). */
  revokeFeatureUnlock(userId: Identifier, unlockId: Identifier): Promise<void>;
}

const featureUnlocksPath = (userId: Identifier) => `admin/users/${encodeURIComponent(String(userId))}/feature-unlocks`;

export function createEconomyCalls(http: HttpClient): EconomyCalls {
  return {
    adjustWallet: async (input) => {
      const { body } = await http.request<One<AdminTransaction>>('admin/wallets/adjustments', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },
    refundOrder: async (id) => {
      const { body } = await http.request<One<AdminOrder>>(`admin/orders/${encodeURIComponent(String(id))}/refund`, {
        method: 'POST',
        body: {},
      });
      return { data: body.data };
    },
    createVoucherBatch: async (input) => {
      const { body } = await http.request<One<{ batch: string; vouchers: (AdminVoucher & { code: string })[] }>>(
        'admin/vouchers',
        { method: 'POST', body: input },
      );
      return { data: body.data };
    },
    importVouchers: async (input) => {
      const { body } = await http.request<One<{ batch: string; imported: number }>>('admin/vouchers/import', {
        method: 'POST',
        body: input,
      });
      return { data: body.data };
    },
    decryptVoucher: async (payload) => {
      const { body } = await http.request<One<AdminVoucher & { code: string }>>('admin/vouchers/decrypt', {
        method: 'POST',
        body: { payload },
      });
      return { data: body.data };
    },
    getVoucherBatches: async () => {
      const { body } = await http.request<{ data?: VoucherBatch[] }>('admin/vouchers/batches');
      return { data: Array.isArray(body?.data) ? body.data : [] };
    },
    getUserFeatureUnlocks: async (userId) => {
      const { body } = await http.request<{ data?: AdminFeatureUnlock[] }>(featureUnlocksPath(userId));
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
