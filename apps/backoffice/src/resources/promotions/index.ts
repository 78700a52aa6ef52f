import Icon from '@mui/icons-material/Campaign';
import { lazyChunk } from '../../chunks';

/** The promotions resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.PromotionList), 'promotions/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.PromotionEdit), 'promotions/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.PromotionCreate), 'promotions/Create');
export const icon = Icon;
export const recordRepresentation = 'name';
