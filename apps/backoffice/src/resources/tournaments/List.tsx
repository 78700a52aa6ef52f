import { DataTable } from 'react-admin';
import { ResourceList, DateTimeField } from '../shared';

export function TournamentList() {
  return (
    <ResourceList sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="start_at" field={DateTimeField} />
        <DataTable.Col source="end_at" field={DateTimeField} />
        <DataTable.Col source="published_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
