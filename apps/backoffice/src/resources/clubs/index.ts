import Icon from '@mui/icons-material/Groups';
import { lazyChunk } from '../../chunks';

/** The clubs resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.ClubList), 'clubs/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.ClubEdit), 'clubs/Edit');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'name';
