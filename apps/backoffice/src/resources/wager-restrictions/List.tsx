import { DataTable } from 'react-admin';
import { ResourceList } from '../shared';

export function WagerRestrictionList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="country_code" />
        <DataTable.Col source="region_code" />
      </DataTable>
    </ResourceList>
  );
}
