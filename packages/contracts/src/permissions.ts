/** Back-office abilities (spec section 6). Every protected back-office route needs access-backoffice plus one of the others. */
export const ACCESS_BACKOFFICE = 'access-backoffice';

export const backofficePermissions = [
  'manage-users',
  'manage-tournaments',
  'manage-wager-restrictions',
  'manage-profanities',
  'manage-products',
  'manage-hardware',
  'manage-promotions',
  'manage-courses',
  'manage-settings',
  'manage-clubs',
  'manage-game-versions',
  'view-reports',
  // Not in the spec's list: the FAQ's own section permission (docs/decisions/0049).
  'manage-faq',
] as const;

export type BackofficePermission = (typeof backofficePermissions)[number];

/** Platform roles. */
export const roleNames = { administrator: 'administrator', user: 'user' } as const;
