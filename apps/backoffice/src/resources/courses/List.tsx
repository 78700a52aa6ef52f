import { BooleanField, BooleanInput, DataTable } from 'react-admin';
import type { CourseBase } from '@golf/contracts';
import { columnsOf } from '../columns';
import { EnumField, EnumInput, ResourceList } from '../shared';

const CategoryField = () => <EnumField<CourseBase> source="category" enumName="course_category" />;

const Col = columnsOf<CourseBase>();

/** Courses: id, title, category, is_default (spec section 2); search title and category. */
export function CourseList() {
  return (
    <ResourceList
      searchPlaceholder="app.courses.search"
      filters={[
        <BooleanInput key="is_default" source="is_default" />,
        <EnumInput key="course_type" source="course_type" enumName="course_type" />,
        <EnumInput key="category" source="category" enumName="course_category" />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="title" />
        <Col source="category" field={CategoryField} />
        <Col source="is_default" disableSort field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
