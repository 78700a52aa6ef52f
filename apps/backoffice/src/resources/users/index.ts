import Icon from '@mui/icons-material/People';
import { lazyChunk } from '../../chunks';

/** The users resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.UserList), 'users/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.UserEdit), 'users/Edit');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'display_name';
