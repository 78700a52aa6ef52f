import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEnums } from '../enums/EnumsGate';
import { PublicLayout } from '../layout/AppLayout';
import { PageCard } from './PageCard';

/** Shown when the enumerations cannot be loaded (spec section 4); renders without a server. */
export function ErrorPage() {
  const translate = useTranslate();
  const { status, retry } = useEnums();
  return (
    <PublicLayout>
      <PageCard
        testId="error-page"
        title="app.pages.error.title"
        body="app.pages.error.body"
        actions={
          <Button onClick={retry} disabled={status === 'loading'} variant="contained" data-testid="error-page-retry">
            {translate('app.pages.error.retry')}
          </Button>
        }
      />
    </PublicLayout>
  );
}
