import { BooleanField, BooleanInput, DataTable } from 'react-admin';
import { EnumInput, ResourceList } from '../shared';

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
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
        <DataTable.Col source="is_default" disableSort field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
