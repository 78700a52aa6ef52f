import { ResourceCreate } from '../shared';
import { ProductForm } from './Form';

export function ProductCreate() {
  return (
    <ResourceCreate>
      <ProductForm />
    </ResourceCreate>
  );
}
