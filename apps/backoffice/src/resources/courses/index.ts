import Icon from '@mui/icons-material/GolfCourse';
import { lazyChunk } from '../../chunks';

/**
 * The courses resource (API path in ../table.ts): list, add (from a course definition), edit and
 * delete (refused while rounds or map packs use the course). Screens load as separate chunks.
 */
export const list = lazyChunk(() => import('./List').then((m) => m.CourseList), 'courses/List');
export const edit = lazyChunk(() => import('./Edit').then((m) => m.CourseEdit), 'courses/Edit');
export const create = lazyChunk(() => import('./Create').then((m) => m.CourseCreate), 'courses/Create');
export const icon = Icon;
export const recordRepresentation = 'title';
