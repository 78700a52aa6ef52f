import { ResourceCreate } from '../shared';
import { TournamentForm } from './Form';

export function TournamentCreate() {
  return (
    <ResourceCreate>
      <TournamentForm />
    </ResourceCreate>
  );
}
