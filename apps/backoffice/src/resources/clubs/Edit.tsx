import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { ClubForm } from './Form';

/** Spec section 2, clubs: edit appends cover_image, badge. */
export const clubMeta: ResourceMeta = { append: ['cover_image', 'badge'] };

export function ClubEdit() {
  return (
    <ResourceEdit meta={clubMeta}>
      <ClubForm />
    </ResourceEdit>
  );
}
