import { ResourceEdit } from '../shared';
import { MappackForm } from './Form';

export function MappackEdit() {
  return (
    <ResourceEdit>
      <MappackForm />
    </ResourceEdit>
  );
}
