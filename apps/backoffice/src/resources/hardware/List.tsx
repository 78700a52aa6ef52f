import { DataTable } from 'react-admin';
import { ResourceList } from '../shared';

export function HardwareList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="title" />
        <DataTable.Col source="description" />
      </DataTable>
    </ResourceList>
  );
}
