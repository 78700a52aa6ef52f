import { ResourceCreate } from '../shared';
import { GameVersionForm } from './Form';

export function GameVersionCreate() {
  return (
    <ResourceCreate>
      <GameVersionForm />
    </ResourceCreate>
  );
}
