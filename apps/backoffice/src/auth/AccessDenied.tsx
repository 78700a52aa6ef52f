import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDenyAccess } from './useDenyAccess';

/** react-admin redirects here when canAccess refuses a view; it ends in the unauthorized flow. */
export function AccessDenied() {
  const translate = useTranslate();
  const deny = useDenyAccess();
  useEffect(() => deny('access-denied'), [deny]);
  return <Typography sx={{ p: 2 }}>{translate('app.pages.access_denied.body')}</Typography>;
}
