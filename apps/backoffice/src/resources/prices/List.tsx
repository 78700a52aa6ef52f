import { BooleanField, BooleanInput, DataTable, SelectField, SelectInput, TextField } from 'react-admin';
import type { AdminPrice } from '@golf/contracts';
import { columnsOf } from '../columns';
import { EnumField, EnumInput, LocaleNumberField, ResourceList } from '../shared';
import { SUBSCRIPTIONS_PATH, useAllChoices } from '../useAllChoices';

const Col = columnsOf<AdminPrice>();

/** Every price of products and subscription plans; filter by product, type and active. No delete. */
export function PriceList() {
  const products = useAllChoices('products', 'name');
  const plans = useAllChoices(SUBSCRIPTIONS_PATH, 'name');
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
        <Col source="id" />
        <Col source="product_id">
          <SelectField<AdminPrice> source="product_id" choices={products ?? []} emptyText="—" />
        </Col>
        <Col source="subscription_id" disableSort>
          <SelectField<AdminPrice> source="subscription_id" choices={plans ?? []} emptyText="—" />
        </Col>
        <Col source="price_type" disableSort>
          <EnumField<AdminPrice> source="price_type" enumName="product_price_type" />
        </Col>
        <Col source="amount">
          <LocaleNumberField<AdminPrice> source="amount" />
        </Col>
        <Col source="formatted_price" disableSort>
          <TextField<AdminPrice> source="formatted_price" />
        </Col>
        <Col source="active" disableSort field={BooleanField} />
      </DataTable>
    </ResourceList>
  );
}
