import Icon from '@mui/icons-material/Receipt';
import { lazyChunk } from '../../chunks';

/**
 * The orders resource (API path in ../table.ts): a list and one order's page (the edit view's
 * route /orders/{id}, read-only with a refund action). Screens load as separate chunks.
 */
export const list = lazyChunk(() => import('./List').then((m) => m.OrderList), 'orders/List');
export const edit = lazyChunk(() => import('./Show').then((m) => m.OrderShow), 'orders/Show');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = (record: { id: unknown }) => `#${String(record.id)}`;
