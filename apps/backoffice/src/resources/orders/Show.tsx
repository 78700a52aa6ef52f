import { Stack } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateTimeField, EnumField } from '../shared';
import { Section } from '../users/Section';
import { RefundButton } from './RefundButton';
import { UserLink } from '../UserLink';

function OrderActions() {
  return (
    <TopToolbar>
      <RefundButton />
    </TopToolbar>
  );
}

/** One order: state, buyer, items, payments and the timeline; refund for paid or completed orders. */
export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          <Labeled>
            <TextField source="id" />
          </Labeled>
          <Labeled>
            <EnumField source="status" enumName="order_status" />
          </Labeled>
          <Labeled label="resources.orders.fields.user_id">
            <UserLink />
          </Labeled>
          <Labeled label="resources.orders.fields.total_amount">
            <TextField source="formatted_total" />
          </Labeled>
          <Labeled>
            <EnumField source="price_type" enumName="product_price_type" />
          </Labeled>
          <Labeled>
            <TextField source="provider" emptyText="—" />
          </Labeled>
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled>
            <DateTimeField source="paid_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField source="completed_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField source="canceled_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField source="refunded_at" emptyText="—" />
          </Labeled>
        </Stack>
        <Section title="app.orders.items" />
        <ArrayField source="items" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" label="resources.orders.fields.item_name" />
            <DataTable.Col source="quantity" label="resources.orders.fields.quantity" />
            <DataTable.Col source="unit_amount" label="resources.orders.fields.unit_amount">
              <NumberField source="unit_amount" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
        <Section title="app.orders.payments" />
        <ArrayField source="payments" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="provider" label="resources.orders.fields.provider" />
            <DataTable.Col source="provider_ref" label="resources.orders.fields.provider_ref" />
            <DataTable.Col source="state" label="resources.orders.fields.payment_state" />
            <DataTable.Col source="amount" label="resources.orders.fields.payment_amount" />
            <DataTable.Col source="currency" label="resources.orders.fields.currency" />
            <DataTable.Col source="created_at" label="resources.orders.fields.created_at" field={DateTimeField} />
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
