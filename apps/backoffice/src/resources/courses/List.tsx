import { BooleanField, DataTable } from 'react-admin';
import { ResourceList } from '../shared';

export function CourseList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
        <DataTable.Col source="is_default" field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
