import { metaDays, STORED_AMOUNT_MAX } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { grantsOf, isExternalOffer, META, productMetaErrors, subscriptionMetaErrors } from '../store/product-grants';
import type { PriceRow } from '../store/prices';
import type { ProductRow, StoreRepository } from '../store/store.repository';

/** The days a plan item buys, fixed at checkout: the plan's duration_days per unit; null when the plan does not end. */
function planDays(plan: { meta: { meta_key: string; meta_value: string }[] } | undefined, quantity: number) {
  const days = plan ? metaDays(plan.meta, META.durationDays) : null;
  return days ? days * quantity : null;
}

/**
 * What a price sells, checked before anything is written: the product (or the plan, with the days
 * it buys) and the name the order keeps. Refuses what may not be bought here, and a quantity whose
 * total or tokens would not fit the database's int4 columns.
 */
export async function whatIsBought(
  store: Pick<StoreRepository, 'findProduct' | 'findSubscription'>,
  price: PriceRow,
  quantity: number,
): Promise<{ product: ProductRow | undefined; name: string; days: number | null }> {
  let product: ProductRow | undefined;
  let name: string;
  let days: number | null = null;
  if (price.productId) {
    product = await store.findProduct(price.productId);
    if (!product) throw new AppError('general.not_found');
    if (isExternalOffer(product)) throw new AppError('store.not_purchasable');
    // Saving refuses such meta; a row saved before that check (days out of range, a pack outside
    // its category) would sell nothing, or fail, so it is not sold until staff correct it.
    if (Object.keys(productMetaErrors(product)).length) throw new AppError('store.not_purchasable');
    name = product.name;
  } else {
    const plan = await store.findSubscription(price.subscriptionId!);
    if (!plan) throw new AppError('general.not_found');
    // One period per purchase; a plan has no max_qty to reach.
    if (quantity !== 1)
      throw AppError.validation({
        quantity: [{ key: 'validation.size.numeric', params: { attribute: 'quantity', size: 1 } }],
      });
    if (Object.keys(subscriptionMetaErrors(plan.meta)).length) throw new AppError('store.not_purchasable');
    name = plan.name;
    days = planDays(plan, quantity);
  }
  // The total, and the tokens a coin pack grants, are stored as int4: a quantity that takes either
  // past it is refused at the field, naming the most that can be bought at once.
  const tokensPerUnit = product ? (grantsOf(product).tokens?.amount ?? 0) : 0;
  const largestUnit = Math.max(price.amount, tokensPerUnit);
  if (largestUnit * quantity > STORED_AMOUNT_MAX)
    throw AppError.validation({
      quantity: [
        {
          key: 'validation.order_quantity_total',
          params: { max: STORED_AMOUNT_MAX, quantity: Math.max(1, Math.floor(STORED_AMOUNT_MAX / largestUnit)) },
        },
      ],
    });
  return { product, name, days };
}
