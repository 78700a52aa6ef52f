import { RouteGuard } from '../auth/RouteGuard';
import { PageCard } from './PageCard';

export function Home() {
  return (
    <RouteGuard route="home">
      <PageCard testId="home" title="app.pages.home.title" body="app.pages.home.body" />
    </RouteGuard>
  );
}
