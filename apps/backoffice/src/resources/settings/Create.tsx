import { ResourceCreate } from '../shared';
import { SettingForm } from './Form';

export function SettingCreate() {
  return (
    <ResourceCreate>
      <SettingForm />
    </ResourceCreate>
  );
}
