import { DataTable } from 'react-admin';
import { ResourceList } from '../shared';

export function SettingList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="display_name" />
        <DataTable.Col source="setting_key" />
        <DataTable.Col source="setting_value" />
      </DataTable>
    </ResourceList>
  );
}
