import { DataTable } from 'react-admin';
import { ResourceList, DateTimeField } from '../shared';

export function ClubList() {
  return (
    <ResourceList sort={{ field: 'created_at', order: 'DESC' }} canAdd={false}>
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="cached_club_users_count" disableSort />
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
