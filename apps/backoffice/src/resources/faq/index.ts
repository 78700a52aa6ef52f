import Icon from '@mui/icons-material/LiveHelp';
import { lazyChunk } from '../../chunks';

/** The FAQ resource (API path in ../table.ts; permission manage-faq). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.FaqList), 'faq/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.FaqEdit), 'faq/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.FaqCreate), 'faq/Create');
export const icon = Icon;
export const recordRepresentation = 'question_en';
