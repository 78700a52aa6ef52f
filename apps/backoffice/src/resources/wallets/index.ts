import Icon from '@mui/icons-material/AccountBalanceWallet';
import { lazyChunk } from '../../chunks';

/** The wallets resource: balances and manual adjustments (API path in ../table.ts). */
export const list = lazyChunk(() => import('./List').then((m) => m.WalletList), 'wallets/List');
export const edit = undefined;
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = (record: { id: unknown }) => `#${String(record.id)}`;
