import { BooleanField, DataTable } from 'react-admin';
import { ResourceList, DateTimeField } from '../shared';

export function GameVersionList() {
  return (
    <ResourceList sort={{ field: 'latest,updated_at', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="version" />
        <DataTable.Col source="latest" field={BooleanField} />
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
