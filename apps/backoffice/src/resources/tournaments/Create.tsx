import { ResourceCreate } from '../shared';
import { TournamentForm } from './Form';
import { tournamentSaveBody } from './rules';

/** A new tournament is a draft; its edit screen publishes it, so the save goes there. */
export function TournamentCreate() {
  return (
    <ResourceCreate transform={(data: Record<string, unknown>) => tournamentSaveBody(data)} redirect="edit">
      <TournamentForm />
    </ResourceCreate>
  );
}
