import { ResourceCreate } from '../shared';
import { MappackForm } from './Form';

export function MappackCreate() {
  return (
    <ResourceCreate>
      <MappackForm />
    </ResourceCreate>
  );
}
