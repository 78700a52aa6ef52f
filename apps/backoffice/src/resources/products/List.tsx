import { BooleanField, BooleanInput, DataTable } from 'react-admin';
import { EnumField, EnumInput, ResourceList } from '../shared';

export function ProductList() {
  return (
    <ResourceList
      filters={[
        <EnumInput key="type" source="type" enumName="product_type" />,
        <EnumInput key="category" source="category" enumName="product_category" />,
        <BooleanInput key="unlisted" source="unlisted" />,
      ]}
    >
      <DataTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <EnumField source="type" enumName="product_type" />
        </DataTable.Col>
        <DataTable.Col source="category">
          <EnumField source="category" enumName="product_category" />
        </DataTable.Col>
        <DataTable.Col source="sync_with_provider" field={BooleanField} />
        <DataTable.Col source="unlisted" field={BooleanField} />
        <DataTable.Col source="max_qty" />
        <DataTable.Col source="order_column" />
      </DataTable>
    </ResourceList>
  );
}
