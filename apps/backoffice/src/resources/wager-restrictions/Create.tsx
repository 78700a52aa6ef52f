import { ResourceCreate } from '../shared';
import { WagerRestrictionForm } from './Form';

export function WagerRestrictionCreate() {
  return (
    <ResourceCreate>
      <WagerRestrictionForm />
    </ResourceCreate>
  );
}
