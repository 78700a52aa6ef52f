import { DataTable } from 'react-admin';
import { ResourceList } from '../shared';

export function MappackList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
      </DataTable>
    </ResourceList>
  );
}
