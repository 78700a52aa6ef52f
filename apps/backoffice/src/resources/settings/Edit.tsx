import { ResourceEdit } from '../shared';
import { SettingForm } from './Form';

export function SettingEdit() {
  return (
    <ResourceEdit>
      <SettingForm />
    </ResourceEdit>
  );
}
