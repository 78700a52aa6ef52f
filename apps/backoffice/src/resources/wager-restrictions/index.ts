import type { RaRecord } from 'react-admin';
import Icon from '@mui/icons-material/Gavel';
import { lazyChunk } from '../../chunks';

/** The wager-restrictions resource (API path in ../table.ts). Screens load as separate chunks. */
export const list = lazyChunk(() => import('./List').then((m) => m.WagerRestrictionList), 'wager-restrictions/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.WagerRestrictionEdit), 'wager-restrictions/Edit');
export const create = lazyChunk(
  () => import('./Create').then((m) => m.WagerRestrictionCreate),
  'wager-restrictions/Create',
);
export const icon = Icon;
export const recordRepresentation = (record: RaRecord) =>
  [record.country_code, record.region_code].filter(Boolean).join('-');
