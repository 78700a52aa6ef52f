import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { routeByName } from '../routes';
import { PageCard } from './PageCard';

/** Catch-all page; public, so an anonymous visitor sees it too. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <PageCard
      testId="not-found"
      title="app.pages.not_found.title"
      body="app.pages.not_found.body"
      actions={
        <Button component={Link} to={routeByName('home').path} data-testid="not-found-home">
          {translate('app.pages.not_found.home')}
        </Button>
      }
    />
  );
}
