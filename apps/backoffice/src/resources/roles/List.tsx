import { DataTable } from 'react-admin';
import { ResourceList } from '../shared';

/** Roles: edit only (no add, no delete); the API offers no search on roles. */
export function RoleList() {
  return (
    <ResourceList canAdd={false} search={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="title" />
        <DataTable.Col source="users_count" disableSort />
      </DataTable>
    </ResourceList>
  );
}
