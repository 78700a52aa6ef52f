import Icon from '@mui/icons-material/Feedback';
import { lazyChunk } from '../../chunks';

/** Feedback from players (API path in ../table.ts): a read-only list, newest first. */
export const list = lazyChunk(() => import('./List').then((m) => m.FeedbackList), 'feedback/List');
export const edit = undefined;
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = (record: { id: unknown }) => `#${String(record.id)}`;
