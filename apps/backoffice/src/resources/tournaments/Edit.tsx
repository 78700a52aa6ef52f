import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { TournamentActions } from './Actions';
import { Entrants } from './Entrants';
import { TournamentForm } from './Form';
import { TeeSheetEditor } from './TeeSheet';
import { tournamentSaveBody } from './rules';

/** Spec section 2, edit-tournament: loads rounds, rounds.course, hardwareDevices; appends cover_image, image, formatted_prize_sum. */
export const tournamentMeta: ResourceMeta = {
  include: ['rounds', 'rounds.course', 'hardwareDevices'],
  append: ['cover_image', 'image', 'formatted_prize_sum'],
};

/**
 * The edit screen stays open after a save with the model the server answered (spec section 4:
 * tournament edit screens set the loaded model after an update), the actions above it and the
 * entrants below.
 */
export function TournamentEdit() {
  return (
    <ResourceEdit
      meta={tournamentMeta}
      redirect={false}
      actions={<TournamentActions />}
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        tournamentSaveBody(data, options?.previousData)
      }
    >
      <TournamentForm edit />
      <Entrants />
      <TeeSheetEditor />
    </ResourceEdit>
  );
}
