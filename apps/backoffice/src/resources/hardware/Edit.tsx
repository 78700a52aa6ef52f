import { ResourceEdit } from '../shared';
import { HardwareForm } from './Form';

export function HardwareEdit() {
  return (
    <ResourceEdit>
      <HardwareForm />
    </ResourceEdit>
  );
}
