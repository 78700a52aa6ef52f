import type { SortPayload } from 'react-admin';

/** The ledger opens newest first. */
export const ledgerSort: SortPayload = { field: 'id', order: 'DESC' };
