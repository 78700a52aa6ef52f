import { Alert, Avatar, Box, CardContent, Divider, Stack } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  email,
  maxLength,
  minLength,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, DISPLAY_NAME_PATTERN, type AdminUser } from '@golf/contracts';
import { RefusalHint, useStaffRefusal } from '../../auth/useActor';
import type { ResourceMeta } from '../../dataProvider';
import { LOCALES } from '../../i18n';
import { DateTimeField, ResourceEdit } from '../shared';
import { CountryInput } from './CountryInput';
import { UserFeatureUnlocks } from './FeatureUnlocks';
import { NotifyButton } from './Notify';
import { GameIdentifier, UserRelations } from './Relations';
import { UserPermissions } from './Permissions';
import { UserRoles } from './Roles';
import { Section } from './Section';
import { UserStatus } from './Status';
import { SystemAccountChip } from './SystemAccount';
import { useEnumChoices } from '../../enums/EnumsGate';

/** The token types the user may wager. */
function TokenTypesInput({ readOnly }: { readOnly: boolean }) {
  const choices = useEnumChoices('token_type');
  return (
    <CheckboxGroupInput
      source="wager_restrictions.allowed_token_types"
      choices={choices}
      readOnly={readOnly}
      data-testid="user-allowed-token-types"
    />
  );
}

/** Spec section 2, edit-user: loads wallets, roles, courses, featureUnlocks; appends avatar, game_identifier. */
export const userEditMeta: ResourceMeta = {
  include: ['wallets', 'roles', 'courses', 'featureUnlocks'],
  append: ['avatar', 'game_identifier'],
};

/** Spec section 5: 3 to 20 characters, only letters, numbers, underscores and dashes. */
const validateDisplayName = [
  required(),
  minLength(DISPLAY_NAME_MIN),
  maxLength(DISPLAY_NAME_MAX),
  regex(DISPLAY_NAME_PATTERN, 'app.validation.display_name'),
];

const localeChoices = LOCALES.map(({ locale }) => ({ id: locale, name: `app.language.${locale}` }));

/** data-testid on the <input> itself, so browser tests can fill it. */
const inputTestId = (id: string) => ({ slotProps: { htmlInput: { 'data-testid': id } } });

/** Read-only facts: avatar (placeholder when there is none), id, referral code, handicap, dates. */
function UserFacts() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" alignItems="center" data-testid="user-facts">
      <Avatar
        src={user.avatar ?? undefined}
        alt={user.display_name}
        title={user.avatar ? undefined : translate('app.users.no_avatar')}
        sx={{ width: 64, height: 64 }}
        data-testid="user-avatar"
      >
        <PersonIcon fontSize="large" />
      </Avatar>
      <Labeled>
        <TextField<AdminUser> source="id" />
      </Labeled>
      <Labeled>
        <TextField<AdminUser> source="referral_code" emptyText="—" />
      </Labeled>
      <Labeled>
        <TextField<AdminUser> source="hcp" emptyText="—" />
      </Labeled>
      <Labeled>
        <DateTimeField<AdminUser> source="registration_completed_at" emptyText="—" />
      </Labeled>
      <Labeled>
        <DateTimeField<AdminUser> source="mfa_enabled_at" emptyText="—" />
      </Labeled>
      {/* The server sends a system account nothing (users.system_account); the notice above says why. */}
      {!user.system_account && <NotifyButton user={user} />}
    </Stack>
  );
}

/** On a system account's page: why every action below is disabled; nothing on a player's. */
function SystemAccountNotice() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  if (!user?.system_account) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="user-system-account">
      {translate('app.users.system_account_help')}
      <SystemAccountChip />
    </Alert>
  );
}

function UserToolbar({ refusal }: { refusal: string | null }) {
  return (
    <Toolbar>
      <SaveButton data-testid="user-save" disabled={refusal ? true : undefined} />
      <Box sx={{ ml: 2 }}>
        <RefusalHint reason={refusal} testId="user-edit-refusal" />
      </Box>
    </Toolbar>
  );
}

/**
 * Profile, address and wagering, saved together by the toolbar. When the server would refuse the edit (a
 * system account, or an administrator's account for other staff), the fields are read-only as Save is disabled.
 */
function UserForm() {
  const user = useRecordContext<AdminUser>();
  const refusal = useStaffRefusal('edit', user);
  const readOnly = !!refusal;
  return (
    // The form's validators speak the UI language; the browser's own check of type="email" would not.
    <SimpleForm toolbar={<UserToolbar refusal={refusal} />} noValidate>
      <Section title="app.sections.user_profile" />
      <TextInput
        source="display_name"
        readOnly={readOnly}
        validate={validateDisplayName}
        {...inputTestId('user-display-name')}
      />
      <TextInput source="first_name" readOnly={readOnly} {...inputTestId('user-first-name')} />
      <TextInput source="last_name" readOnly={readOnly} {...inputTestId('user-last-name')} />
      <TextInput
        source="email"
        readOnly={readOnly}
        type="email"
        validate={[required(), email()]}
        {...inputTestId('user-email')}
      />
      <TextInput source="phone" readOnly={readOnly} type="tel" {...inputTestId('user-phone')} />
      <DateInput source="date_of_birth" readOnly={readOnly} {...inputTestId('user-date-of-birth')} />
      <SelectInput source="locale" readOnly={readOnly} choices={localeChoices} data-testid="user-locale" />
      <Section title="app.sections.user_address" />
      <TextInput source="street_address_1" readOnly={readOnly} {...inputTestId('user-street-address-1')} />
      <TextInput source="street_address_2" readOnly={readOnly} {...inputTestId('user-street-address-2')} />
      <TextInput source="care_of" readOnly={readOnly} {...inputTestId('user-care-of')} />
      <TextInput source="zip" readOnly={readOnly} {...inputTestId('user-zip')} />
      <TextInput source="city" readOnly={readOnly} {...inputTestId('user-city')} />
      <TextInput source="state_in_country" readOnly={readOnly} {...inputTestId('user-state-in-country')} />
      <CountryInput source="country" readOnly={readOnly} />
      <Section title="app.sections.user_wagering" />
      {/* Staff restrict wagering per user (spec section 6); 2FA and the region are checked on top. */}
      <BooleanInput
        source="wager_restrictions.wagering_allowed"
        readOnly={readOnly}
        data-testid="user-wagering-allowed"
      />
      <TokenTypesInput readOnly={readOnly} />
    </SimpleForm>
  );
}

/**
 * The user editor. Profile and address save with PUT /admin/users/{id} (the resource table lists
 * the fields); status (suspend/unsuspend) and roles have their own calls and reload the record.
 * There is no delete: accounts are suspended instead.
 */
export function UserEdit() {
  return (
    <ResourceEdit meta={userEditMeta}>
      <CardContent>
        <SystemAccountNotice />
        <UserFacts />
        <UserStatus />
        <UserRoles />
        <UserPermissions />
      </CardContent>
      <Divider />
      <UserForm />
      <Divider />
      <CardContent>
        <GameIdentifier />
        <UserRelations />
        <UserFeatureUnlocks />
      </CardContent>
    </ResourceEdit>
  );
}
