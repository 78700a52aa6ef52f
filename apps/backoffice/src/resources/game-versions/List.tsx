import { BooleanField, DataTable, DateField } from 'react-admin';
import { ResourceList } from '../shared';

export function GameVersionList() {
  return (
    <ResourceList sort={{ field: 'latest,updated_at', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="version" />
        <DataTable.Col source="latest" field={BooleanField} />
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="updated_at">
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
