import { type Access, LOGIN, allOf, anyOf } from '../auth/access';

/** The views and buttons a resource can offer; react-admin asks canAccess with these actions. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

export interface ResourceSpec {
  /** Path under /api/v{n} (spec section 7). */
  apiPath: string;
  /** Actions the resource offers and who may use them; a missing action is not offered to anyone. */
  access: Partial<Record<ResourceAction, Access>>;
  /**
   * Fields an edit sends with PUT, for the API's full-update calls. Without it an edit PATCHes the
   * fields the form changed.
   */
  put?: readonly string[];
}

const manage = (permission: string, ...without: ResourceAction[]): Partial<Record<ResourceAction, Access>> => {
  // No `show`: detail pages are edit forms, except where a resource adds a read-only page.
  const all: Partial<Record<ResourceAction, Access>> = {
    list: anyOf(permission),
    create: anyOf(permission),
    edit: anyOf(permission),
    delete: anyOf(permission),
  };
  for (const action of without) delete all[action];
  return all;
};

/**
 * What PUT /admin/users/{id} takes (identity API): profile, address and the user's wagering (docs/wagering.md);
 * roles and suspension have their own calls.
 */
export const USER_EDIT_FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'locale',
  'street_address_1',
  'street_address_2',
  'care_of',
  'zip',
  'city',
  'state_in_country',
  'country',
  'wager_restrictions',
] as const;

/**
 * The one table that maps react-admin resource names to API paths and permissions.
 * Products, hardware and clubs have no delete; clubs, users and roles have no add; users and roles
 * have no delete (accounts are suspended instead); the voucher list and the activity log are
 * read-only (spec sections 2 and 6, identity API).
 */
export const resourceTable = {
  users: { apiPath: 'admin/users', access: manage('manage-users', 'create', 'delete'), put: USER_EDIT_FIELDS },
  roles: { apiPath: 'admin/roles', access: manage('manage-users', 'create', 'delete'), put: ['title', 'abilities'] },
  'activity-logs': { apiPath: 'admin/activity-logs', access: { list: anyOf('manage-users') } },
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
  profanities: { apiPath: 'admin/profanities', access: manage('manage-profanities'), put: ['search_term'] },
  products: { apiPath: 'admin/products', access: manage('manage-products', 'delete') },
  // Prices are retired (active: false), never deleted; orders are read with a refund action;
  // the ledger is append-only and wallets change only through adjustments (economy API).
  prices: { apiPath: 'admin/prices', access: manage('manage-products', 'delete') },
  // An order's page is a read-only <Show> (react-admin asks for `show`) with the refund action (`edit`).
  orders: {
    apiPath: 'admin/orders',
    access: { ...manage('manage-products', 'create', 'delete'), show: anyOf('manage-products') },
  },
  transactions: { apiPath: 'admin/transactions', access: { list: anyOf('manage-users') } },
  wallets: { apiPath: 'admin/wallets', access: { list: anyOf('manage-users') } },
  hardware: { apiPath: 'admin/hardware', access: manage('manage-hardware', 'delete') },
  // No delete: staff switch a promotion off (active) instead.
  promotions: { apiPath: 'admin/promotions', access: manage('manage-promotions', 'delete') },
  mappacks: { apiPath: 'admin/mappacks', access: manage('manage-courses') },
  // Courses are added from a course definition; a delete is refused while rounds or map packs use one.
  courses: { apiPath: 'admin/courses', access: manage('manage-courses') },
  settings: { apiPath: 'admin/settings', access: manage('manage-settings') },
  // Not a spec route: the FAQ's own permission (docs/decisions/0049).
  faq: { apiPath: 'admin/faq', access: manage('manage-faq') },
  clubs: { apiPath: 'admin/clubs', access: manage('manage-clubs', 'create', 'delete') },
  // No delete: a released version stays on record (players may still run it).
  'game-versions': { apiPath: 'admin/game-versions', access: manage('manage-game-versions', 'delete') },
  'vouchers-list': { apiPath: 'admin/vouchers', access: { list: LOGIN } },
  // A report's page is read-only with its actions (resolve, dismiss, hide); feedback is a read-only list.
  reports: {
    apiPath: 'admin/reports',
    access: { list: anyOf('view-reports'), edit: anyOf('view-reports'), show: anyOf('view-reports') },
  },
  feedback: { apiPath: 'admin/feedback', access: { list: anyOf('view-reports') } },
} as const satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof resourceTable;

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resourceTable, name);
}

/** API path of a resource; unknown names pass through unchanged (e.g. a custom "users/me"). */
export function apiPathOf(resource: string): string {
  return isResourceName(resource) ? resourceTable[resource].apiPath : resource;
}

/** The fields an edit of the resource sends with PUT, or undefined when it PATCHes the changes. */
export function putFieldsOf(resource: string): readonly string[] | undefined {
  if (!isResourceName(resource)) return undefined;
  const spec: ResourceSpec = resourceTable[resource];
  return spec.put;
}

/** Who may use an action of a resource, or undefined when the resource does not offer it. */
export function resourceAccess(resource: string, action: string): Access | undefined {
  if (!isResourceName(resource)) return undefined;
  const access: Partial<Record<string, Access>> = resourceTable[resource].access;
  return access[action];
}
