import { DataTable, SelectField } from 'react-admin';
import { ResourceList, DateTimeField } from '../shared';
import { statusChoices } from './status';

export function TournamentList() {
  return (
    <ResourceList sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={statusChoices} />
        </DataTable.Col>
        <DataTable.Col source="start_at" field={DateTimeField} />
        <DataTable.Col source="end_at" field={DateTimeField} />
        <DataTable.Col source="published_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
