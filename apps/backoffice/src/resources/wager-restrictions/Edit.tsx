import { ResourceEdit } from '../shared';
import { WagerRestrictionForm } from './Form';

export function WagerRestrictionEdit() {
  return (
    <ResourceEdit>
      <WagerRestrictionForm />
    </ResourceEdit>
  );
}
