import { Create } from 'react-admin';
import { routeByName, routeTitleKey } from '../../routes';
import { useSaveErrorHandler } from '../shared';
import { PriceForm, transformPrice } from './Form';

export function PriceCreate() {
  const onError = useSaveErrorHandler();
  return (
    <Create
      title={routeTitleKey(routeByName('add-price'))}
      transform={transformPrice}
      mutationOptions={{ onError }}
      redirect="list"
    >
      <PriceForm />
    </Create>
  );
}
