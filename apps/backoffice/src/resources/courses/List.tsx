import { BooleanField, BooleanInput, DataTable } from 'react-admin';
import type { CourseBase } from '@golf/contracts';
import { columnsOf } from '../columns';
import { EnumInput, ResourceList } from '../shared';

const Col = columnsOf<CourseBase>();

/** Courses: id, title, category, is_default (spec section 2); search title and category. */
export function CourseList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.courses.search"
      filters={[
        <BooleanInput key="is_default" source="is_default" />,
        <EnumInput key="course_type" source="course_type" enumName="course_type" />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="title" />
        <Col source="category" />
        <Col source="is_default" disableSort field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
