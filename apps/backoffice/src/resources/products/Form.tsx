import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { ImageInput } from '../../components/ImageInput';
import { EnumInput } from '../shared';
import { Section } from '../users/Section';

/** What a product's meta may say (store API): the keys that grant what its type promises. */
const META_KEYS_HELP = 'app.products.meta_help';

/**
 * Add and edit share this form. Name, type and category, the listing flags, quantities, images and
 * the meta entries; prices have their own screens (the edit page lists them). No delete.
 */
export function ProductForm({ children }: { children?: ReactNode }) {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <TextInput source="description" multiline minRows={2} validate={maxLength(5000)} />
      <EnumInput source="type" enumName="product_type" validate={required()} />
      {/* "No category" is the empty string, which the inputs' default parse turns into null for the API. */}
      <EnumInput source="category" enumName="product_category" emptyText="app.products.no_category" />
      <BooleanInput source="sync_with_provider" helperText="app.products.sync_help" />
      <BooleanInput source="unlisted" helperText="app.products.unlisted_help" />
      <NumberInput source="max_qty" step={1} validate={minValue(1)} helperText="app.products.max_qty_help" />
      <NumberInput
        source="available_qty"
        step={1}
        validate={minValue(0)}
        helperText="app.products.available_qty_help"
      />
      <NumberInput source="order_column" step={1} />
      <Section title="app.products.images" />
      <ArrayInput source="images" label={false}>
        <SimpleFormIterator inline disableReordering={false}>
          <ImageInput
            source=""
            label="resources.products.fields.image"
            validate={[required(), maxLength(2000)]}
            emptyAsNull={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="app.products.meta" />
      <ArrayInput source="meta" label={false} helperText={META_KEYS_HELP}>
        <SimpleFormIterator inline>
          <TextInput source="meta_key" validate={[required(), maxLength(64)]} />
          <TextInput source="meta_value" validate={maxLength(2000)} />
        </SimpleFormIterator>
      </ArrayInput>
      {children}
    </SimpleForm>
  );
}
