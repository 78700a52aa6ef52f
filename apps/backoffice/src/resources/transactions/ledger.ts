import type { SortPayload } from 'react-admin';
import type { AdminTransaction } from '../../api/economy';

/** Whose wallet an entry is in, as GET admin/transactions names it (joined by the server, as on wallets and orders). */
export interface LedgerOwner {
  id: number;
  display_name: string;
  email: string;
}

/** One row of the back-office ledger: the entry and its owner. */
export type LedgerEntry = AdminTransaction & { user: LedgerOwner };

/** The ledger opens newest first. */
export const ledgerSort: SortPayload = { field: 'id', order: 'DESC' };
