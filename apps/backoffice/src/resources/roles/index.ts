import Icon from '@mui/icons-material/AdminPanelSettings';
import { lazyChunk } from '../../chunks';

/** Roles (API path in ../table.ts): list and edit; no add, no delete. */
export const list = lazyChunk(() => import('./List').then((m) => m.RoleList), 'roles/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.RoleEdit), 'roles/Edit');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'title';
