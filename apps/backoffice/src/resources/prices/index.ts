import Icon from '@mui/icons-material/Sell';
import { lazyChunk } from '../../chunks';

/** The prices resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.PriceList), 'prices/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.PriceEdit), 'prices/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.PriceCreate), 'prices/Create');
export const icon = Icon;
export const recordRepresentation = 'formatted_price';
