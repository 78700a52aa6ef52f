import Icon from '@mui/icons-material/GolfCourse';
import { lazyChunk } from '../../chunks';

/**
 * The courses resource (API path in ../table.ts). Courses arrive with the game assets, so there is
 * a list and an editor but no add. Screens load as separate chunks.
 */
export const list = lazyChunk(() => import('./List').then((m) => m.CourseList), 'courses/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.CourseEdit), 'courses/Edit');
export const create = undefined;
export const icon = Icon;
export const recordRepresentation = 'title';
