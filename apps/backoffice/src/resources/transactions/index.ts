import Icon from '@mui/icons-material/ReceiptLong';
import { lazyChunk } from '../../chunks';

/** The transactions resource, the read-only ledger (API path in ../table.ts). */
export const list = lazyChunk(() => import('./List').then((m) => m.TransactionList), 'transactions/List');
export const edit = undefined;
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = (record: { id: unknown }) => `#${String(record.id)}`;
