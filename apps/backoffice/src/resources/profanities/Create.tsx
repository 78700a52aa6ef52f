import { ResourceCreate } from '../shared';
import { ProfanityForm } from './Form';

export function ProfanityCreate() {
  return (
    <ResourceCreate>
      <ProfanityForm />
    </ResourceCreate>
  );
}
