import { DataTable, NumberInput, TextField } from 'react-admin';
import type { AdminListedOrder } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, EnumField, EnumInput, ResourceList } from '../shared';
import { UserLink } from '../UserLink';

const Col = columnsOf<AdminListedOrder>();

/** Orders, newest first: status, buyer, total and date; search the buyer's e-mail or name. */
export function OrderList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.orders.search"
      sort={{ field: 'id', order: 'DESC' }}
      filters={[
        <EnumInput key="status" source="status" enumName="order_status" alwaysOn />,
        <EnumInput key="price_type" source="price_type" enumName="product_price_type" />,
        <NumberInput key="user_id" source="user_id" />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="status">
          <EnumField<AdminListedOrder> source="status" enumName="order_status" />
        </Col>
        <Col source="user_id" disableSort>
          <UserLink />
        </Col>
        <Col source="total_amount">
          <TextField<AdminListedOrder> source="formatted_total" />
        </Col>
        <Col source="created_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
