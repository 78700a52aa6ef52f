import Icon from '@mui/icons-material/Flag';
import { lazyChunk } from '../../chunks';

/**
 * Abuse reports (API path in ../table.ts): a list filterable by type and status, and one report's page
 * (the edit view's route /reports/{id}, read-only with its actions). Screens load as separate chunks.
 */
export const list = lazyChunk(() => import('./List').then((m) => m.ReportList), 'reports/List');
export const edit = lazyChunk(() => import('./Show').then((m) => m.ReportShow), 'reports/Show');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = (record: { id: unknown }) => `#${String(record.id)}`;
