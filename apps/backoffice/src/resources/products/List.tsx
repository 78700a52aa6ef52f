import { BooleanField, DataTable } from 'react-admin';
import { ResourceList, EnumField } from '../shared';

export function ProductList() {
  return (
    <ResourceList>
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <EnumField source="type" enumName="product_type" />
        </DataTable.Col>
        <DataTable.Col source="category">
          <EnumField source="category" enumName="product_category" />
        </DataTable.Col>
        <DataTable.Col source="sync_to_payment_provider" field={BooleanField} />
        <DataTable.Col source="unlisted" field={BooleanField} />
        <DataTable.Col source="max_qty" />
        <DataTable.Col source="order_column" />
      </DataTable>
    </ResourceList>
  );
}
