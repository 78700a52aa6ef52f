import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../shared';

export function TournamentList() {
  return (
    <ResourceList sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="start_at">
          <DateField source="start_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="end_at">
          <DateField source="end_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="published_at">
          <DateField source="published_at" showTime />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
