import Icon from '@mui/icons-material/Map';
import { lazyChunk } from '../../chunks';

/** The mappacks resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.MappackList), 'mappacks/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.MappackEdit), 'mappacks/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.MappackCreate), 'mappacks/Create');
export const icon = Icon;
export const recordRepresentation = 'title';
