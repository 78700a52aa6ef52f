import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { PromotionForm, promotionSaveBody } from './Form';

/** Spec section 2, promotions: edit appends cover_image. */
export const promotionMeta: ResourceMeta = { append: ['cover_image'] };

export function PromotionEdit() {
  return (
    <ResourceEdit meta={promotionMeta} transform={promotionSaveBody}>
      <PromotionForm />
    </ResourceEdit>
  );
}
