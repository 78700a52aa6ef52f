import Icon from '@mui/icons-material/SpeakerNotesOff';
import { lazyChunk } from '../../chunks';

/** The profanities resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.ProfanityList), 'profanities/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.ProfanityEdit), 'profanities/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.ProfanityCreate), 'profanities/Create');
export const icon = Icon;
export const recordRepresentation = 'search_term';
