import { ResourceEdit } from '../shared';
import { ProfanityForm } from './Form';

export function ProfanityEdit() {
  return (
    <ResourceEdit>
      <ProfanityForm />
    </ResourceEdit>
  );
}
