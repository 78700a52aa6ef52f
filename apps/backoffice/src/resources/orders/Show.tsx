import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { AdminOrder, OrderItem, Payment } from '@golf/contracts';
import { columnsOf } from '../columns';
import { MONEY, type PriceLike, formatPrice } from '../prices/money';
import { useTokenAmount } from '../prices/useTokenAmount';
import { DateTimeField, EnumField } from '../shared';
import { Section } from '../users/Section';
import { RefundButton } from './RefundButton';
import { UserLink } from '../UserLink';

const ItemCol = columnsOf<OrderItem>();
const PaymentCol = columnsOf<Payment>();

function OrderActions() {
  return (
    <TopToolbar>
      <RefundButton />
    </TopToolbar>
  );
}

/** An amount written the way a price is: "€14.99" for 1499 EUR, "500 Coins" for 500 coins. */
function Amount({ price }: { price: PriceLike }) {
  const [locale] = useLocaleState();
  const tokenAmount = useTokenAmount();
  return <span>{formatPrice(price, locale, tokenAmount) ?? String(price.amount)}</span>;
}

/** An item's unit amount, in the order's currency or tokens (as its total is). */
function ItemAmount() {
  const item = useRecordContext<OrderItem>();
  const { record: order } = useShowContext<AdminOrder>();
  if (!item || !order) return null;
  const { price_type, currency, token_type } = order;
  return <Amount price={{ price_type, currency, token_type, amount: item.unit_amount }} />;
}

/** A payment's amount: money in the payment's currency. */
function PaymentAmount() {
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  return <Amount price={{ price_type: MONEY, currency: payment.currency, amount: payment.amount }} />;
}

/** The text of an empty table on the order page (not react-admin's "No Orders found"). */
function EmptyRows({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(message)}
    </Typography>
  );
}

/**
 * An order refunded automatically: the provider took the payment, fulfilment refused it (the reason is
 * the server's error message, in the UI language), nothing was granted and the money went back.
 * `label={false}`: the layout adds no field label above it.
 */
function AutomaticRefund(_props: { label: false }) {
  const translate = useTranslate();
  const order = useRecordContext<AdminOrder>();
  const reason = order?.refund_reason;
  if (!reason) return null;
  return (
    <Alert severity="warning" data-testid="order-automatic-refund" data-error-key={reason.key}>
      <AlertTitle>{translate('app.orders.refunded_automatically')}</AlertTitle>
      {translate('app.orders.refunded_automatically_help', { code: reason.code, reason: reason.message })}
    </Alert>
  );
}

/**
 * One order: state, buyer, items, payments and the timeline; refund for paid or completed orders; why
 * it was refunded when that happened automatically.
 */
export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <AutomaticRefund label={false} />
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          <Labeled>
            <TextField<AdminOrder> source="id" />
          </Labeled>
          <Labeled>
            <EnumField<AdminOrder> source="status" enumName="order_status" />
          </Labeled>
          <Labeled label="resources.orders.fields.user_id">
            <UserLink />
          </Labeled>
          <Labeled label="resources.orders.fields.total_amount">
            <TextField<AdminOrder> source="formatted_total" />
          </Labeled>
          <Labeled>
            <EnumField<AdminOrder> source="price_type" enumName="product_price_type" />
          </Labeled>
          <Labeled>
            <TextField<AdminOrder> source="provider" emptyText="—" />
          </Labeled>
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          <Labeled>
            <DateTimeField<AdminOrder> source="created_at" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminOrder> source="paid_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminOrder> source="completed_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminOrder> source="canceled_at" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminOrder> source="refunded_at" emptyText="—" />
          </Labeled>
        </Stack>
        <Section title="app.orders.items" />
        <ArrayField<AdminOrder> source="items" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows message="app.orders.no_items" />}>
            <ItemCol source="name" label="resources.orders.fields.item_name" disableSort />
            <ItemCol source="quantity" label="resources.orders.fields.quantity" disableSort />
            <ItemCol source="unit_amount" label="resources.orders.fields.unit_amount" disableSort>
              <ItemAmount />
            </ItemCol>
          </DataTable>
        </ArrayField>
        <Section title="app.orders.payments" />
        <ArrayField<AdminOrder> source="payments" label={false}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows message="app.orders.no_payments" />}>
            <PaymentCol source="provider" label="resources.orders.fields.provider" disableSort />
            <PaymentCol source="provider_ref" label="resources.orders.fields.provider_ref" disableSort />
            <PaymentCol source="state" label="resources.orders.fields.payment_state" disableSort />
            <PaymentCol source="amount" label="resources.orders.fields.payment_amount" disableSort>
              <PaymentAmount />
            </PaymentCol>
            <PaymentCol source="currency" label="resources.orders.fields.currency" disableSort />
            <PaymentCol
              source="created_at"
              label="resources.orders.fields.created_at"
              field={DateTimeField}
              disableSort
            />
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
