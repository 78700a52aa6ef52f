import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ArrayField,
  BooleanField,
  Button,
  DataTable,
  Link,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminProduct, Price, SubscriptionPlan } from '@golf/contracts';
import { columnsOf } from '../columns';
import { EnumField } from '../shared';
import { Section } from '../users/Section';

const PriceCol = columnsOf<Price>();

function PriceLink() {
  const createPath = useCreatePath();
  const price = useRecordContext<Price>();
  const { canAccess } = useCanAccess({ resource: 'prices', action: 'edit' });
  if (!price) return null;
  // Without manage-products (a plan seen read-only) the price is text, not a link to a refused editor.
  if (!canAccess) return <>{price.formatted_price}</>;
  return (
    <Link to={createPath({ resource: 'prices', type: 'edit', id: price.id })} data-testid="price-edit-link">
      {price.formatted_price}
    </Link>
  );
}

/**
 * The prices of a product or a subscription plan, as loaded with the record (`prices`), each
 * linking to its editor, and a button that opens the price form for this owner (both only for those
 * who may edit prices: manage-products).
 */
export function PricesPanel({ owner }: { owner: 'product_id' | 'subscription_id' }) {
  const translate = useTranslate();
  const record = useRecordContext<AdminProduct | SubscriptionPlan>();
  const { canAccess: canAdd } = useCanAccess({ resource: 'prices', action: 'create' });
  if (!record) return null;
  return (
    <Box data-testid="prices-panel">
      <Section title="app.prices.title" />
      {record.prices?.length ? (
        <ArrayField<AdminProduct | SubscriptionPlan> source="prices">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <PriceCol source="formatted_price" label="resources.prices.fields.formatted_price">
              <PriceLink />
            </PriceCol>
            <PriceCol source="price_type" label="resources.prices.fields.price_type">
              <EnumField<Price> source="price_type" enumName="product_price_type" />
            </PriceCol>
            <PriceCol source="active" label="resources.prices.fields.active" field={BooleanField} />
          </DataTable>
        </ArrayField>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.prices.none')}
        </Typography>
      )}
      {canAdd && (
        <Button
          component={Link}
          to="/prices/add"
          state={{ record: { [owner]: record.id } }}
          label="app.prices.add"
          sx={{ mt: 1 }}
          data-testid="prices-add"
        >
          <AddIcon />
        </Button>
      )}
    </Box>
  );
}
