import Icon from '@mui/icons-material/Settings';
import { lazyChunk } from '../../chunks';

/** The settings resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.SettingList), 'settings/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.SettingEdit), 'settings/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.SettingCreate), 'settings/Create');
export const icon = Icon;
export const recordRepresentation = 'display_name';
