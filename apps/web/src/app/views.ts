import type { ComponentType } from 'react';

/**
 * The player views (spec section 2). Each environment mounts all of them under its prefix, so
 * /courses, /game/courses and /mobile/courses are the same page in different layouts.
 */
export const viewIds = [
  'dashboard',
  'store',
  'courses',
  'vouchers',
  'subscriptions',
  'notifications',
  'redeem',
  'profile',
  'logout',
] as const;
export type ViewId = (typeof viewIds)[number];

/** Path of each view relative to its environment's prefix ('' is the index). */
export const viewPaths: Record<ViewId, string> = {
  dashboard: '',
  store: 'store',
  courses: 'courses',
  vouchers: 'vouchers',
  subscriptions: 'subscriptions',
  notifications: 'notifications',
  redeem: 'redeem',
  profile: 'profile',
  logout: 'logout',
};

type PageModule = Promise<{ Component: ComponentType }>;

/** Each page is its own chunk. */
export const viewLoaders: Record<ViewId, () => PageModule> = {
  dashboard: () =>
    import('../features/dashboard/components/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  store: () => import('../features/store/components/StorePage').then((m) => ({ Component: m.StorePage })),
  courses: () => import('../features/courses/components/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
  vouchers: () => import('../features/vouchers/components/VouchersPage').then((m) => ({ Component: m.VouchersPage })),
  subscriptions: () =>
    import('../features/subscriptions/components/SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })),
  notifications: () =>
    import('../features/notifications/components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  redeem: () => import('../features/redeem/components/RedeemPage').then((m) => ({ Component: m.RedeemPage })),
  profile: () => import('../features/profile/components/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  logout: () => import('../features/auth/components/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
};

/** The web header's navigation, in the brief's order. */
export const webNavigation: readonly ViewId[] = [
  'dashboard',
  'store',
  'courses',
  'vouchers',
  'subscriptions',
  'notifications',
  'redeem',
  'profile',
];

/** The mobile tab bar; the rest sit behind "More". */
export const mobileTabs: readonly ViewId[] = ['dashboard', 'courses', 'store', 'profile'];
export const mobileMore: readonly ViewId[] = ['notifications', 'vouchers', 'subscriptions', 'redeem'];
