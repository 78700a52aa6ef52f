import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageCard } from './PageCard';

/**
 * Screens whose content arrives with later issues. Each has its route, guard and title now and
 * says plainly that it is not available yet.
 */
export function Decrypt() {
  return <PageCard testId="page-decrypt" title="app.routes.decrypt" body="app.pages.placeholder.body" />;
}

export function Vouchers() {
  return <PageCard testId="page-vouchers" title="app.routes.vouchers" body="app.pages.placeholder.body" />;
}

export function Subscriptions() {
  const { id } = useParams();
  const translate = useTranslate();
  return (
    <PageCard testId="page-subscriptions" title="app.routes.subscriptions" body="app.pages.placeholder.body">
      {id && (
        <Typography data-testid="subscription-id">{translate('app.pages.subscriptions.selected', { id })}</Typography>
      )}
    </PageCard>
  );
}

export function Reports() {
  return <PageCard testId="page-reports" title="app.routes.reports" body="app.pages.placeholder.body" />;
}

export function CourseAllocation() {
  return (
    <PageCard testId="page-allocate-courses" title="app.routes.allocate-courses" body="app.pages.placeholder.body" />
  );
}
