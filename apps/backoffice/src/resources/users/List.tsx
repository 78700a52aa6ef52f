import { Chip } from '@mui/material';
import { DataTable, SelectInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUserSummary } from '@golf/contracts';
import { columnsOf } from '../columns';
import { ResourceList, DateTimeField } from '../shared';
import { NotifyButton } from './Notify';
import { SystemAccountChip } from './SystemAccount';

/** A "Suspended" chip on suspended accounts (the date in its tooltip); nothing on active ones. */
function SuspendedField() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<AdminUserSummary>();
  if (!record?.suspended_at) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={translate('app.users.suspended')}
      title={new Date(record.suspended_at).toLocaleString(locale)}
      data-testid="user-suspended-chip"
    />
  );
}

/** The display name, with a "System account" chip on the platform's own accounts (decision 0120). */
function DisplayNameField() {
  const record = useRecordContext<AdminUserSummary>();
  if (!record) return null;
  return (
    <>
      {record.display_name}
      {record.system_account && <SystemAccountChip />}
    </>
  );
}

const Col = columnsOf<AdminUserSummary>();

const filters = [
  <SelectInput
    key="suspended"
    source="suspended"
    label="app.users.status"
    alwaysOn
    choices={[
      { id: 'false', name: 'app.users.active' },
      { id: 'true', name: 'app.users.suspended' },
    ]}
    data-testid="users-suspended-filter"
  />,
  // Listed by default: staff look up the houses' wallets here (decision 0120).
  <SelectInput
    key="system_account"
    source="system_account"
    label="app.users.account_kind"
    alwaysOn
    choices={[
      { id: 'false', name: 'app.users.players' },
      { id: 'true', name: 'app.users.system_accounts' },
    ]}
    data-testid="users-system-account-filter"
  />,
];

/**
 * Spec section 2 columns; referral_code is not sortable. Search covers email, display_name,
 * first_name and last_name (server side); filter[suspended]=true|false, filter[system_account]=true|false.
 * No add and no delete: accounts are suspended instead.
 */
export function UserList() {
  return (
    <ResourceList canAdd={false} searchPlaceholder="app.users.search" filters={filters} actions={<NotifyButton />}>
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="display_name">
          <DisplayNameField />
        </Col>
        <Col source="first_name" />
        <Col source="last_name" />
        {/* Plain text: a click anywhere on the row opens the user, a mailto link here would open the mail client instead. */}
        <Col source="email" />
        <Col source="updated_at" field={DateTimeField} />
        <Col source="referral_code" disableSort />
        <Col source="suspended_at" disableSort>
          <SuspendedField />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
