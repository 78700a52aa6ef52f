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
] as const;

export type BackofficePermission = (typeof backofficePermissions)[number];

/** Platform roles. */
export const roleNames = { administrator: 'administrator', user: 'user' } as const;
