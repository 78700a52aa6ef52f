import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { GameVersionForm } from './Form';

/** Spec section 2, game-versions: edit appends file. */
export const gameVersionMeta: ResourceMeta = { append: ['file'] };

export function GameVersionEdit() {
  return (
    <ResourceEdit meta={gameVersionMeta}>
      <GameVersionForm />
    </ResourceEdit>
  );
}
