import { ResourceCreate } from '../shared';
import { CourseForm } from './Form';

export function CourseCreate() {
  return (
    <ResourceCreate>
      <CourseForm />
    </ResourceCreate>
  );
}
