import { BooleanField, BooleanInput, DataTable, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { EnumField, EnumInput, ResourceList } from '../shared';
import { useAllChoices } from '../useAllChoices';

/** Every price of products and subscription plans; filter by product, type and active. No delete. */
export function PriceList() {
  const products = useAllChoices('products', 'name');
  return (
    <ResourceList
      search={false}
      filters={[
        <SelectInput key="product_id" source="product_id" choices={products ?? []} alwaysOn />,
        <EnumInput key="price_type" source="price_type" enumName="product_price_type" alwaysOn />,
        <BooleanInput key="active" source="active" />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="product_id">
          <SelectField source="product_id" choices={products ?? []} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="subscription_id" disableSort />
        <DataTable.Col source="price_type" disableSort>
          <EnumField source="price_type" enumName="product_price_type" />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <NumberField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="formatted_price" disableSort>
          <TextField source="formatted_price" />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
