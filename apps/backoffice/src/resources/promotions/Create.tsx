import { ResourceCreate } from '../shared';
import { PromotionForm } from './Form';

export function PromotionCreate() {
  return (
    <ResourceCreate>
      <PromotionForm />
    </ResourceCreate>
  );
}
