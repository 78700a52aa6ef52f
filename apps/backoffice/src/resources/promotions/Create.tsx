import { ResourceCreate } from '../shared';
import { PromotionForm, promotionSaveBody } from './Form';

export function PromotionCreate() {
  return (
    <ResourceCreate transform={promotionSaveBody}>
      <PromotionForm />
    </ResourceCreate>
  );
}
