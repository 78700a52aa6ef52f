import { BooleanField, BooleanInput, DataTable } from 'react-admin';
import type { AdminProduct } from '@golf/contracts';
import { columnsOf } from '../columns';
import { EnumField, EnumInput, ResourceList } from '../shared';

const Col = columnsOf<AdminProduct>();

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
        <Col source="name" />
        <Col source="type">
          <EnumField<AdminProduct> source="type" enumName="product_type" />
        </Col>
        <Col source="category">
          <EnumField<AdminProduct> source="category" enumName="product_category" />
        </Col>
        <Col source="sync_with_provider" field={BooleanField} />
        <Col source="unlisted" field={BooleanField} />
        <Col source="max_qty" />
        <Col source="order_column" />
      </DataTable>
    </ResourceList>
  );
}
