import Icon from '@mui/icons-material/ShoppingCart';
import { lazyChunk } from '../../chunks';

/** The products resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.ProductList), 'products/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.ProductEdit), 'products/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.ProductCreate), 'products/Create');
export const icon = Icon;
export const recordRepresentation = 'name';
