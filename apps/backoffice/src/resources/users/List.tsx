import { DataTable, EmailField } from 'react-admin';
import { ResourceList, DateTimeField } from '../shared';

/** Search covers email, display_name, first_name and last_name (server side). */
export function UserList() {
  return (
    <ResourceList canAdd={false}>
      <DataTable>
        <DataTable.Col source="id" />
        <DataTable.Col source="display_name" />
        <DataTable.Col source="first_name" />
        <DataTable.Col source="last_name" />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="updated_at" field={DateTimeField} />
        <DataTable.Col source="referral_code" disableSort />
      </DataTable>
    </ResourceList>
  );
}
