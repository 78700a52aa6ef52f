import { DataTable, TextField, TextInput, useRecordContext } from 'react-admin';
import type { AdminVoucher } from '@golf/contracts';
import { useContentText } from '../../pages/vouchers/useContentText';
import { columnsOf } from '../columns';
import { EnumField, EnumInput, ResourceList, DateTimeField } from '../shared';

const Col = columnsOf<AdminVoucher>();

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
        <Col source="status">
          <EnumField<AdminVoucher> source="status" enumName="voucher_status" />
        </Col>
        <Col source="batch" />
        <Col source="type">
          <EnumField<AdminVoucher> source="type" enumName="voucher_type" />
        </Col>
        <Col source="content" disableSort>
          <ContentField />
        </Col>
        <Col source="payload" disableSort>
          <TextField<AdminVoucher>
            source="payload"
            sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
          />
        </Col>
        <Col source="created_at" field={DateTimeField} />
        <Col source="updated_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
