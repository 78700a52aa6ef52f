import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../layout/AppLayout';
import { routeByName } from '../routes';
import { PageCard } from './PageCard';

/** Shown after a permission check failed and the user was logged out (spec section 6). */
export function Unauthorized() {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <PageCard
        testId="unauthorized"
        title="app.pages.unauthorized.title"
        body="app.pages.unauthorized.body"
        actions={
          <Button component={Link} to={routeByName('login').path} variant="contained" data-testid="unauthorized-login">
            {translate('app.pages.unauthorized.login')}
          </Button>
        }
      />
    </PublicLayout>
  );
}
