import { ResourceEdit } from '../shared';
import { SettingEditForm } from './Form';

export function SettingEdit() {
  return (
    <ResourceEdit>
      <SettingEditForm />
    </ResourceEdit>
  );
}
