import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { EnumInput } from '../shared';

/** Add and edit share this form. */
export function ProductForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <EnumInput source="type" enumName="product_type" validate={required()} />
      <EnumInput source="category" enumName="product_category" />
      <BooleanInput source="sync_to_payment_provider" />
      <BooleanInput source="unlisted" />
      <NumberInput source="max_qty" step={1} validate={minValue(0)} />
      <NumberInput source="available_qty" step={1} validate={minValue(0)} />
      <NumberInput source="order_column" step={1} />
    </SimpleForm>
  );
}
