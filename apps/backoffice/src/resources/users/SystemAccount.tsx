import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Marks one of the platform's own accounts (decision 0120); its tooltip says what that means. */
export function SystemAccountChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color="info"
      label={translate('app.users.system_account')}
      title={translate('app.users.system_account_help')}
      sx={{ ml: 1 }}
      data-testid="user-system-account-chip"
    />
  );
}
