import Icon from '@mui/icons-material/EmojiEvents';
import { lazyChunk } from '../../chunks';

/** The tournaments resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.TournamentList), 'tournaments/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.TournamentEdit), 'tournaments/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.TournamentCreate), 'tournaments/Create');
export const icon = Icon;
export const recordRepresentation = 'title';
