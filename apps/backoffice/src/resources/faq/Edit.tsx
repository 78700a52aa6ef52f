import { ResourceEdit } from '../shared';
import { FaqForm } from './Form';

export function FaqEdit() {
  return (
    <ResourceEdit>
      <FaqForm />
    </ResourceEdit>
  );
}
