import Icon from '@mui/icons-material/ConfirmationNumber';
import { lazyChunk } from '../../chunks';

/** The vouchers-list resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.VoucherList), 'vouchers-list/List');
export const edit = undefined;
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'batch';
