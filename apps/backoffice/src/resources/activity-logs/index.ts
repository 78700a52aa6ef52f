import Icon from '@mui/icons-material/History';
import { lazyChunk } from '../../chunks';

/** The activity log (API path in ../table.ts): a read-only list. */
export const list = lazyChunk(() => import('./List').then((m) => m.ActivityLogList), 'activity-logs/List');
export const edit = undefined;
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'event';
