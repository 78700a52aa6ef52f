import { DataTable, NumberInput, TextField } from 'react-admin';
import { DateTimeField, EnumField, EnumInput, ResourceList } from '../shared';
import { UserLink } from '../UserLink';

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
        <DataTable.Col source="id" />
        <DataTable.Col source="status">
          <EnumField source="status" enumName="order_status" />
        </DataTable.Col>
        <DataTable.Col source="user_id" disableSort>
          <UserLink />
        </DataTable.Col>
        <DataTable.Col source="total_amount">
          <TextField source="formatted_total" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
