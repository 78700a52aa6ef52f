import { matchRoutes } from 'react-router';
import { type Access, LOGIN, PUBLIC, anyOf } from './auth/access';
import { type ResourceAction, type ResourceName, resourceAccess } from './resources/table';

/**
 * The back-office route table (spec section 2). Every route has a name, a path (relative to the
 * router's basename, /backoffice), who may open it, and a title (`app.routes.<name>` in the i18n
 * catalogues) used for `document.title`.
 *
 * Resource routes name the resource view they render; their access comes from the resource table
 * so that the route guard, the menu and the add/edit/delete buttons agree.
 */
export interface RouteEntry {
  name: string;
  path: string;
  access: Access;
  resource?: { name: ResourceName; view: Exclude<ResourceAction, 'delete'> };
}

function view(name: string, path: string, resource: ResourceName, v: Exclude<ResourceAction, 'delete'>): RouteEntry {
  const access = resourceAccess(resource, v);
  if (!access) throw new Error(`Resource ${resource} has no ${v} view`);
  return { name, path, access, resource: { name: resource, view: v } };
}

/** list, add and edit routes of a resource with the generic three screens. */
function crud(resource: ResourceName, single: string): RouteEntry[] {
  return [
    view(resource, `/${resource}`, resource, 'list'),
    view(`add-${single}`, `/${resource}/add`, resource, 'create'),
    view(`edit-${single}`, `/${resource}/:id`, resource, 'edit'),
  ];
}

export const routes: readonly RouteEntry[] = [
  { name: 'home', path: '/', access: LOGIN },
  { name: 'login', path: '/login', access: PUBLIC },
  { name: 'subscriptions', path: '/subscriptions/:id?', access: LOGIN },
  { name: 'vouchers', path: '/vouchers', access: LOGIN },
  view('vouchers-list', '/vouchers-list', 'vouchers-list', 'list'),
  // Showing a voucher's code needs the permission the server asks for (decision 0060).
  { name: 'decrypt', path: '/decrypt', access: anyOf('manage-users') },
  view('users', '/users', 'users', 'list'),
  view('edit-user', '/users/:id', 'users', 'edit'),
  view('roles', '/roles', 'roles', 'list'),
  view('edit-role', '/roles/:id', 'roles', 'edit'),
  view('activity-logs', '/activity-logs', 'activity-logs', 'list'),
  ...crud('tournaments', 'tournament'),
  ...crud('wager-restrictions', 'wager-restriction'),
  ...crud('profanities', 'profanity'),
  ...crud('products', 'product'),
  ...crud('prices', 'price'),
  view('orders', '/orders', 'orders', 'list'),
  view('show-order', '/orders/:id', 'orders', 'edit'),
  view('transactions', '/transactions', 'transactions', 'list'),
  view('wallets', '/wallets', 'wallets', 'list'),
  ...crud('hardware', 'hardware'),
  ...crud('promotions', 'promotion'),
  ...crud('mappacks', 'mappack'),
  ...crud('courses', 'course'),
  { name: 'allocate-courses', path: '/courses/allocation', access: anyOf('manage-courses') },
  ...crud('settings', 'setting'),
  ...crud('faq', 'faq'),
  view('clubs', '/clubs', 'clubs', 'list'),
  view('edit-club', '/clubs/:id', 'clubs', 'edit'),
  view('reports', '/reports', 'reports', 'list'),
  view('show-report', '/reports/:id', 'reports', 'edit'),
  view('feedback', '/feedback', 'feedback', 'list'),
  ...crud('game-versions', 'game-version'),
  { name: 'unauthorized', path: '/unauthorized', access: PUBLIC },
  { name: 'error', path: '/error', access: PUBLIC },
  // react-admin's own redirect targets; both pages hand over to logout at once.
  { name: 'access-denied', path: '/access-denied', access: PUBLIC },
  { name: 'authentication-error', path: '/authentication-error', access: PUBLIC },
  { name: 'not-found', path: '*', access: PUBLIC },
];

const byName = new Map(routes.map((route) => [route.name, route]));

export function routeByName(name: string): RouteEntry {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The route of a resource view, e.g. routeOfView('tournaments', 'create') → add-tournament. */
export function routeOfView(resource: ResourceName, v: Exclude<ResourceAction, 'delete'>): RouteEntry | undefined {
  return routes.find((route) => route.resource?.name === resource && route.resource.view === v);
}

const matchable = routes.map((route) => ({ path: route.path, id: route.name }));

/** The route a location belongs to, ranked like react-router ranks them (static beats :param beats *). */
export function matchRoute(pathname: string): RouteEntry {
  const matches = matchRoutes(matchable, pathname);
  const id = matches?.[0]?.route.id;
  return (id && byName.get(id)) || routeByName('not-found');
}

export function routeTitleKey(route: RouteEntry): string {
  return `app.routes.${route.name}`;
}
