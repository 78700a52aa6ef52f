import { Edit } from 'react-admin';
import type { ResourceMeta } from '../../dataProvider';
import { useSaveErrorHandler } from '../shared';
import { CourseForm } from './Form';
import { courseSaveBody } from './holes';

/** Spec section 2, courses: edit appends main_image, images. */
export const courseMeta: ResourceMeta = { append: ['main_image', 'images'] };

export function CourseEdit() {
  const onError = useSaveErrorHandler();
  return (
    <Edit
      mutationMode="pessimistic"
      queryOptions={{ meta: courseMeta }}
      mutationOptions={{ meta: courseMeta, onError }}
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        courseSaveBody(data, options?.previousData)
      }
      redirect="list"
    >
      <CourseForm />
    </Edit>
  );
}
