import { DataTable, TextField } from 'react-admin';
import { EnumField, ResourceList, DateTimeField } from '../shared';

/** Read-only: no add, edit or delete; the search box searches the batch (spec section 2). */
export function VoucherList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.vouchers_list.search"
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="status">
          <EnumField source="status" enumName="voucher_status" />
        </DataTable.Col>
        <DataTable.Col source="batch" />
        <DataTable.Col source="content">
          <TextField source="content" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
