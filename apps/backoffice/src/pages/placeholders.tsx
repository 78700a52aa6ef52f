import { routeOfView, routeTitleKey } from '../routes';
import type { ResourceName } from '../resources/table';
import { PageCard } from './PageCard';

/** The list page of a resource whose API is not there yet (awaitsApi in the resource table). */
export function AwaitingApi({ resource }: { resource: ResourceName }) {
  const route = routeOfView(resource, 'list');
  return (
    <PageCard
      testId={`page-awaiting-${resource}`}
      title={route ? routeTitleKey(route) : `resources.${resource}.name`}
      body="app.pages.placeholder.body"
    />
  );
}
