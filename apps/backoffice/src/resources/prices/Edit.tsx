import { Edit } from 'react-admin';
import { useSaveErrorHandler } from '../shared';
import { PriceForm, transformPriceEdit } from './Form';

/** Amount, currency or token type, and active change; owner and price type stay as added. */
export function PriceEdit() {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" transform={transformPriceEdit} mutationOptions={{ onError }} redirect="list">
      <PriceForm edit />
    </Edit>
  );
}
