import { CardContent } from '@mui/material';
import type { ResourceMeta } from '../../dataProvider';
import { PricesPanel } from '../prices/PricesPanel';
import { ResourceEdit } from '../shared';
import { ProductForm } from './Form';

/** Spec section 2, products: edit loads meta, prices; appends images, prices.formatted_price. */
export const productMeta: ResourceMeta = { include: ['meta', 'prices'], append: ['images', 'prices.formatted_price'] };

export function ProductEdit() {
  return (
    <ResourceEdit meta={productMeta}>
      <ProductForm />
      <CardContent>
        <PricesPanel owner="product_id" />
      </CardContent>
    </ResourceEdit>
  );
}
