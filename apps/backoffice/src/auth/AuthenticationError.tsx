import { useEffect, useRef } from 'react';
import { Typography } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';

/** The session could not be checked (spec section 4): report it, log out, go to login. */
export function AuthenticationError() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    console.error('Authentication could not be initialised: logging out.');
    notify('app.auth.init_failed', { type: 'error' });
    void logout();
  }, [logout, notify]);
  return <Typography sx={{ p: 2 }}>{translate('app.auth.init_failed')}</Typography>;
}
