import Icon from '@mui/icons-material/Memory';
import { lazyChunk } from '../../chunks';

/** The hardware resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.HardwareList), 'hardware/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.HardwareEdit), 'hardware/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.HardwareCreate), 'hardware/Create');
export const icon = Icon;
export const recordRepresentation = 'title';
