import { PageCard } from './PageCard';

/**
 * Screens whose content arrives with later issues. Each has its route, guard and title now and
 * says plainly that it is not available yet.
 */
export function Reports() {
  return <PageCard testId="page-reports" title="app.routes.reports" body="app.pages.placeholder.body" />;
}
