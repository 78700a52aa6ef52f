import { DataTable, TextField, TextInput, useRecordContext } from 'react-admin';
import type { AdminVoucher } from '@golf/contracts';
import { useContentText } from '../../pages/vouchers/useContentText';
import { EnumField, EnumInput, ResourceList, DateTimeField } from '../shared';

function ContentField() {
  const voucher = useRecordContext<AdminVoucher>();
  const text = useContentText();
  return <span data-testid="voucher-content">{text(voucher?.content)}</span>;
}

/**
 * Read-only: no add, edit or delete; the search box searches the batch (spec section 2). The
 * payload column is what support pastes into the decrypt page (codes themselves are never listed).
 */
export function VoucherList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.vouchers_list.search"
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[
        <EnumInput key="status" source="status" enumName="voucher_status" alwaysOn />,
        <EnumInput key="type" source="type" enumName="voucher_type" />,
        <TextInput key="batch" source="batch" />,
      ]}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="status">
          <EnumField source="status" enumName="voucher_status" />
        </DataTable.Col>
        <DataTable.Col source="batch" />
        <DataTable.Col source="type">
          <EnumField source="type" enumName="voucher_type" />
        </DataTable.Col>
        <DataTable.Col source="content" disableSort>
          <ContentField />
        </DataTable.Col>
        <DataTable.Col source="payload" disableSort>
          <TextField source="payload" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }} />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
        <DataTable.Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
