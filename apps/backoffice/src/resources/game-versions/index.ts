import Icon from '@mui/icons-material/SystemUpdate';
import { lazyChunk } from '../../chunks';

/** The game-versions resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.GameVersionList), 'game-versions/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.GameVersionEdit), 'game-versions/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.GameVersionCreate), 'game-versions/Create');
export const icon = Icon;
export const recordRepresentation = 'version';
