import { withFeatureTexts } from '../lib/i18n';
import type { ScreenModule } from './lazy-screen';
import { viewIds, type ViewId } from './view-ids';

// The views' ids and paths live apart from the pages, so code without React (the browser tests) can read them.
export * from './view-ids';

type PageModule = Promise<ScreenModule>;

/**
 * Each page is its own chunk. Pages beyond the first screens also wait for the feature texts
 * (`withFeatureTexts`, decision 0075); the dashboard, sign-in and verify-email pages use only the
 * bundled texts (scripts/first-load.test.ts checks it).
 */
export const viewLoaders: Record<ViewId, () => PageModule> = {
  dashboard: () =>
    import('../features/dashboard/components/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  store: withFeatureTexts(() =>
    import('../features/store/components/StorePage').then((m) => ({ Component: m.StorePage })),
  ),
  courses: withFeatureTexts(() =>
    import('../features/courses/components/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
  ),
  rounds: withFeatureTexts(() =>
    import('../features/rounds/components/RoundsLobbyPage').then((m) => ({ Component: m.RoundsLobbyPage })),
  ),
  tournaments: withFeatureTexts(() =>
    import('../features/tournaments/components/TournamentsPage').then((m) => ({ Component: m.TournamentsPage })),
  ),
  vouchers: withFeatureTexts(() =>
    import('../features/vouchers/components/VouchersPage').then((m) => ({ Component: m.VouchersPage })),
  ),
  subscriptions: withFeatureTexts(() =>
    import('../features/subscriptions/components/SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })),
  ),
  notifications: withFeatureTexts(() =>
    import('../features/notifications/components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  ),
  redeem: withFeatureTexts(() =>
    import('../features/redeem/components/RedeemPage').then((m) => ({ Component: m.RedeemPage })),
  ),
  profile: withFeatureTexts(() =>
    import('../features/profile/components/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  ),
  logout: withFeatureTexts(() =>
    import('../features/auth/components/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
  ),
};

/** Views that need a signed-in user: all but the logout screen, which runs whatever the session. */
export const protectedViewIds: readonly ViewId[] = viewIds.filter((id) => id !== 'logout');

/**
 * The screens around a session. Sign-in, sign-up, the e-mail and password screens are public;
 * the first-login wizard (welcome) needs a session.
 */
export const publicScreenLoaders: Record<
  'sign-in' | 'sign-up' | 'verify-email' | 'forgot-password' | 'reset-password',
  () => PageModule
> = {
  'sign-in': () => import('../features/auth/components/SignInPage').then((m) => ({ Component: m.SignInPage })),
  'sign-up': withFeatureTexts(() =>
    import('../features/auth/components/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
  ),
  'verify-email': () =>
    import('../features/auth/components/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
  'forgot-password': withFeatureTexts(() =>
    import('../features/auth/components/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  ),
  'reset-password': withFeatureTexts(() =>
    import('../features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  ),
};

export const welcomeLoader = withFeatureTexts((): PageModule =>
  import('../features/welcome/components/WelcomeWizard').then((m) => ({ Component: m.WelcomeWizard })),
);

/** The store's own screens under its view: store/checkout/return (the payment provider returns there) and store/:id. */
export const storeScreenLoaders: Record<'checkout/return' | ':id', () => PageModule> = {
  'checkout/return': withFeatureTexts(() =>
    import('../features/store/components/CheckoutReturnPage').then((m) => ({ Component: m.CheckoutReturnPage })),
  ),
  ':id': withFeatureTexts(() =>
    import('../features/store/components/ProductPage').then((m) => ({ Component: m.ProductPage })),
  ),
};

/** The courses view's own screen: one course with its holes (courses/:id). */
export const courseScreenLoaders: Record<':id', () => PageModule> = {
  ':id': withFeatureTexts(() =>
    import('../features/courses/components/CoursePage').then((m) => ({ Component: m.CoursePage })),
  ),
};

/** Clubs (not one of the spec's views; its club menu of house, feed and members): clubs, clubs/:id, clubs/:id/:tab. */
export const clubsScreenLoaders: Record<'clubs' | 'clubs/:id' | 'clubs/:id/:tab', () => PageModule> = {
  clubs: withFeatureTexts(() =>
    import('../features/clubs/components/ClubsPage').then((m) => ({ Component: m.ClubsPage })),
  ),
  'clubs/:id': withFeatureTexts(() =>
    import('../features/clubs/components/ClubPage').then((m) => ({ Component: m.ClubPage })),
  ),
  'clubs/:id/:tab': withFeatureTexts(() =>
    import('../features/clubs/components/ClubPage').then((m) => ({ Component: m.ClubPage })),
  ),
};

/** The FAQ (faq in every environment): not one of the spec's views, reached from the web footer and the game menu. */
export const faqLoader = withFeatureTexts((): PageModule =>
  import('../features/faq/components/FaqPage').then((m) => ({ Component: m.FaqPage })),
);

/** Friends and Give feedback (game menu entries; not among the spec's views): friends and feedback in every environment. */
export const socialScreenLoaders: Record<'friends' | 'feedback', () => PageModule> = {
  friends: withFeatureTexts(() =>
    import('../features/friends/components/FriendsPage').then((m) => ({ Component: m.FriendsPage })),
  ),
  feedback: withFeatureTexts(() =>
    import('../features/reports/components/FeedbackPage').then((m) => ({ Component: m.FeedbackPage })),
  ),
};
/** The update and download screen (spec section 2): the game update through the game shell, or the download link. */
export const UPDATE_SCREEN = 'update';
export const updateLoader = withFeatureTexts((): PageModule =>
  import('../features/game-shell/components/UpdatePage').then((m) => ({ Component: m.UpdatePage })),
);

/** The round lobby's own screens: create a round, and a round's waiting room before the start. */
export const roundsScreenLoaders: Record<'new' | ':id/lobby', () => PageModule> = {
  new: withFeatureTexts(() =>
    import('../features/rounds/components/CreateRoundPage').then((m) => ({ Component: m.CreateRoundPage })),
  ),
  ':id/lobby': withFeatureTexts(() =>
    import('../features/rounds/components/RoundRoomPage').then((m) => ({ Component: m.RoundRoomPage })),
  ),
};

/** Game menu → Play offline: a round played on the device (rounds/offline in the game environment). */
export const offlinePlayLoader = withFeatureTexts((): PageModule =>
  import('../features/offline/components/OfflinePlayPage').then((m) => ({ Component: m.OfflinePlayPage })),
);

/** The in-round screen of a round (rounds/:id under each environment's prefix). */
export const roundPlayLoader = withFeatureTexts((): PageModule =>
  import('../features/play/components/RoundPlayPage').then((m) => ({ Component: m.RoundPlayPage })),
);

/** A tournament's page (tournaments/:id): event info, leaderboard, tee times and prize pool. */
export const tournamentLoader = withFeatureTexts((): PageModule =>
  import('../features/tournaments/components/TournamentPage').then((m) => ({ Component: m.TournamentPage })),
);
