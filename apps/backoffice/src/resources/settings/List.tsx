import { Alert } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { Setting } from '@golf/contracts';
import { columnsOf } from '../columns';
import { ResourceList } from '../shared';

const Col = columnsOf<Setting>();

/** The value as stored; long JSON wraps instead of widening the table. */
function SettingValue() {
  const setting = useRecordContext<Setting>();
  return (
    <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="setting-value-cell">
      {setting?.setting_value}
    </span>
  );
}

/**
 * Settings: display name, key and value (spec section 2), searchable over all three. Add, edit and
 * delete follow manage-settings.
 */
export function SettingList() {
  const translate = useTranslate();
  return (
    <ResourceList searchPlaceholder="app.settings.search" sort={{ field: 'display_name', order: 'ASC' }}>
      <Alert severity="info" data-testid="settings-preamble" sx={{ m: 2 }}>
        {translate('app.settings.preamble')}
      </Alert>
      <DataTable>
        <Col source="display_name" />
        <Col source="setting_key" />
        <Col source="setting_value">
          <SettingValue />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
