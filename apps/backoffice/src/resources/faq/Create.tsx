import { ResourceCreate } from '../shared';
import { FaqForm } from './Form';

export function FaqCreate() {
  return (
    <ResourceCreate>
      <FaqForm />
    </ResourceCreate>
  );
}
