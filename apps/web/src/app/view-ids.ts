/**
 * The player views (spec section 2). Each environment mounts all of them under its prefix, so
 * /courses, /game/courses and /mobile/courses are the same page in different layouts.
 */
export const viewIds = [
  'dashboard',
  'store',
  'courses',
  'rounds',
  'tournaments',
  'vouchers',
  'subscriptions',
  'notifications',
  'redeem',
  'profile',
  'logout',
] as const;
export type ViewId = (typeof viewIds)[number];

/** Path of each view relative to its environment's prefix: the dashboard is the index, the rest use their id. */
export const viewPaths = Object.fromEntries(viewIds.map((id) => [id, id === 'dashboard' ? '' : id])) as Record<
  ViewId,
  string
>;

/** The web header's navigation: every view but the logout screen, in the spec's order. */
export const webNavigation: readonly ViewId[] = viewIds.filter((id) => id !== 'logout');

/** The mobile tab bar; the rest sit behind "More". */
export const mobileTabs: readonly ViewId[] = ['dashboard', 'courses', 'store', 'profile'];
export const mobileMore: readonly ViewId[] = [
  'rounds',
  'tournaments',
  'notifications',
  'vouchers',
  'subscriptions',
  'redeem',
];
