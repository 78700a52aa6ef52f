import { ResourceCreate } from '../shared';
import { SettingCreateForm } from './Form';

/** /settings/add: the keys the platform reads that have no row yet. */
export function SettingCreate() {
  return (
    <ResourceCreate>
      <SettingCreateForm />
    </ResourceCreate>
  );
}
