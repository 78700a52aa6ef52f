import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { TournamentForm } from './Form';

/** Spec section 2, edit-tournament: loads rounds, rounds.course, hardwareDevices; appends cover_image, image, formatted_prize_sum. */
export const tournamentMeta: ResourceMeta = {
  include: ['rounds', 'rounds.course', 'hardwareDevices'],
  append: ['cover_image', 'image', 'formatted_prize_sum'],
};

export function TournamentEdit() {
  return (
    <ResourceEdit meta={tournamentMeta}>
      <TournamentForm />
    </ResourceEdit>
  );
}
