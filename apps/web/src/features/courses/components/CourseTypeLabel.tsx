import { useEnumLabel } from '../../../lib/enums';

/** The course_type enumeration label in the UI language. */
export function CourseTypeLabel({ value }: { value: number }) {
  return <>{useEnumLabel('course_type', value)}</>;
}
