import { DataTable } from 'react-admin';
import type { Role } from '@golf/contracts';
import { columnsOf } from '../columns';
import { ResourceList } from '../shared';

const Col = columnsOf<Role>();

/** Roles: edit only (no add, no delete); the API offers no search on roles. */
export function RoleList() {
  return (
    <ResourceList canAdd={false} search={false}>
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="name" />
        <Col source="title" />
        <Col source="users_count" disableSort />
      </DataTable>
    </ResourceList>
  );
}
