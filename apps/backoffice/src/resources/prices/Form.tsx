import { Typography } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { EnumInput } from '../shared';
import { SUBSCRIPTIONS_PATH, useAllChoices } from '../useAllChoices';
import { MONEY, TOKENS, buildPricePayload, formatPrice, priceFormProblems } from './money';
import { useTokenAmount } from './useTokenAmount';

type PriceForm = Parameters<typeof buildPricePayload>[0];

/** What the amount means, live: "= €4.99" for 499 EUR, "= 500 Coins" for 500 coins. */
function PricePreview({ form }: { form: PriceForm }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tokenAmount = useTokenAmount();
  const text = formatPrice(
    { ...form, amount: form.amount === '' || form.amount == null ? undefined : Number(form.amount) } as never,
    locale,
    tokenAmount,
  );
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="price-preview">
      {translate('app.prices.preview', { price: text })}
    </Typography>
  );
}

/** react-admin form-level validation: the problems of the price type chosen. */
function validate(values: Record<string, unknown>) {
  return priceFormProblems(values as PriceForm);
}

/**
 * Add and edit share this form. A price belongs to a product or a subscription plan (chosen on
 * add, fixed after), and is money (amount in minor units + currency) or in-game currency (amount in
 * tokens + token type). Prices are never deleted: untick "active" to retire one.
 */
export function PriceForm({ edit = false }: { edit?: boolean }) {
  const products = useAllChoices('products', 'name');
  const plans = useAllChoices(SUBSCRIPTIONS_PATH, 'name');
  // Fixed fields are readOnly, not disabled: react-hook-form leaves disabled fields out of the
  // submitted values, and the edit's body needs price_type. "None" is the empty string, which the
  // inputs' default parse turns into null.
  return (
    <SimpleForm validate={validate}>
      <SelectInput
        source="product_id"
        choices={products}
        isPending={products === undefined}
        readOnly={edit}
        emptyText="app.prices.no_product"
      />
      <SelectInput
        source="subscription_id"
        choices={plans}
        isPending={plans === undefined}
        readOnly={edit}
        emptyText="app.prices.no_subscription"
        helperText="app.prices.owner_help"
      />
      <EnumInput source="price_type" enumName="product_price_type" validate={required()} readOnly={edit} />
      <NumberInput source="amount" step={1} helperText="app.prices.amount_help" />
      <FormDataConsumer<PriceForm>>
        {({ formData }) => (
          <>
            {formData.price_type === MONEY && <TextInput source="currency" helperText="app.prices.currency_help" />}
            {formData.price_type === TOKENS && <EnumInput source="token_type" enumName="token_type" />}
            <PricePreview form={formData} />
          </>
        )}
      </FormDataConsumer>
      <BooleanInput source="active" defaultValue={true} helperText="app.prices.active_help" />
    </SimpleForm>
  );
}

/** The body react-admin sends: only the fields of the price type, currency upper-cased. */
export const transformPrice = (data: Record<string, unknown>) => buildPricePayload(data as PriceForm);

/** An edit may change amount, currency or token type, and active (the API's price PATCH). */
export const transformPriceEdit = (data: Record<string, unknown>) => {
  const { amount, currency, token_type, active } = buildPricePayload(data as PriceForm);
  return { amount, currency, token_type, active };
};
