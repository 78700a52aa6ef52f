import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { CourseForm } from './Form';

/** Spec section 2, courses: edit appends main_image, images. */
export const courseMeta: ResourceMeta = { append: ['main_image', 'images'] };

export function CourseEdit() {
  return (
    <ResourceEdit meta={courseMeta}>
      <CourseForm />
    </ResourceEdit>
  );
}
