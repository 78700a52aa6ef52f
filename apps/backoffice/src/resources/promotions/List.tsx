import { BooleanField, DataTable } from 'react-admin';
import { ResourceList } from '../shared';

/** Spec §2 list columns: name and active. */
export function PromotionList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="active" field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
