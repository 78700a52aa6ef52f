import { type Access, LOGIN, allOf, anyOf } from '../auth/access';

/** The views and buttons a resource can offer; react-admin asks canAccess with these actions. */
export type ResourceAction = 'list' | 'create' | 'edit' | 'delete';

export interface ResourceSpec {
  /** Path under /api/v{n} (spec section 7). */
  apiPath: string;
  /** Actions the resource offers and who may use them; a missing action is not offered to anyone. */
  access: Partial<Record<ResourceAction, Access>>;
}

const manage = (permission: string, ...without: ResourceAction[]): Partial<Record<ResourceAction, Access>> => {
  const all: Record<ResourceAction, Access> = {
    list: anyOf(permission),
    create: anyOf(permission),
    edit: anyOf(permission),
    delete: anyOf(permission),
  };
  for (const action of without) delete all[action];
  return all;
};

/**
 * The one table that maps react-admin resource names to API paths and permissions.
 * Products, hardware and clubs have no delete; clubs and users have no add; the voucher list is
 * read-only and needs only a login (spec sections 2 and 6).
 */
export const resourceTable = {
  users: { apiPath: 'admin/users', access: manage('manage-users', 'create') },
  tournaments: {
    apiPath: 'tournaments',
    // Add and edit require the permission in the all-of sense (spec section 6).
    access: {
      ...manage('manage-tournaments'),
      create: allOf('manage-tournaments'),
      edit: allOf('manage-tournaments'),
    },
  },
  'wager-restrictions': { apiPath: 'admin/wager-restrictions', access: manage('manage-wager-restrictions') },
  profanities: { apiPath: 'admin/profanities', access: manage('manage-profanities') },
  products: { apiPath: 'admin/products', access: manage('manage-products', 'delete') },
  hardware: { apiPath: 'admin/hardware', access: manage('manage-hardware', 'delete') },
  promotions: { apiPath: 'admin/promotions', access: manage('manage-promotions') },
  mappacks: { apiPath: 'admin/mappacks', access: manage('manage-courses') },
  courses: { apiPath: 'admin/courses', access: manage('manage-courses') },
  settings: { apiPath: 'admin/settings', access: manage('manage-settings') },
  clubs: { apiPath: 'admin/clubs', access: manage('manage-clubs', 'create', 'delete') },
  'game-versions': { apiPath: 'admin/game-versions', access: manage('manage-game-versions') },
  'vouchers-list': { apiPath: 'admin/vouchers', access: { list: LOGIN } },
} as const satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof resourceTable;

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resourceTable, name);
}

/** API path of a resource; unknown names pass through unchanged (e.g. a custom "users/me"). */
export function apiPathOf(resource: string): string {
  return isResourceName(resource) ? resourceTable[resource].apiPath : resource;
}

/** Who may use an action of a resource, or undefined when the resource does not offer it. */
export function resourceAccess(resource: string, action: string): Access | undefined {
  if (!isResourceName(resource)) return undefined;
  const access: Partial<Record<string, Access>> = resourceTable[resource].access;
  return access[action];
}
