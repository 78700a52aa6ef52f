import { ResourceCreate } from '../shared';
import { HardwareForm } from './Form';

export function HardwareCreate() {
  return (
    <ResourceCreate>
      <HardwareForm />
    </ResourceCreate>
  );
}
