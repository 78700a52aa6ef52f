import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { ProductForm } from './Form';

/** Spec section 2, products: edit loads meta, prices; appends images, prices.formatted_price. */
export const productMeta: ResourceMeta = { include: ['meta', 'prices'], append: ['images', 'prices.formatted_price'] };

export function ProductEdit() {
  return (
    <ResourceEdit meta={productMeta}>
      <ProductForm />
    </ResourceEdit>
  );
}
