import type { ComponentType } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, type RaRecord, useTranslate } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { tokenStore } from './api/token';
import { AccessDenied } from './auth/AccessDenied';
import { AuthenticationError } from './auth/AuthenticationError';
import { LogoutOnLostAccess } from './auth/LogoutOnLostAccess';
import { LogoutOnUnauthorized } from './auth/LogoutOnUnauthorized';
import { RouteGuard } from './auth/RouteGuard';
import { DocumentTitle } from './components/DocumentTitle';
import { FeedbackProvider } from './components/FeedbackProvider';
import { createDataProvider } from './dataProvider';
import { EnumsGate } from './enums/EnumsGate';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { ErrorPage } from './pages/ErrorPage';
import { Home } from './pages/Home';
import { LoginPage } from './pages/LoginPage';
import { NotFound } from './pages/NotFound';
import { Unauthorized } from './pages/Unauthorized';
import * as activityLogs from './resources/activity-logs';
import * as clubs from './resources/clubs';
import * as courses from './resources/courses';
import * as gameVersions from './resources/game-versions';
import * as faq from './resources/faq';
import * as feedback from './resources/feedback';
import * as hardware from './resources/hardware';
import * as mappacks from './resources/mappacks';
import * as orders from './resources/orders';
import * as prices from './resources/prices';
import * as reports from './resources/reports';
import * as products from './resources/products';
import * as profanities from './resources/profanities';
import * as promotions from './resources/promotions';
import * as roles from './resources/roles';
import * as settings from './resources/settings';
import type { ResourceName } from './resources/table';
import * as tournaments from './resources/tournaments';
import * as transactions from './resources/transactions';
import * as users from './resources/users';
import * as vouchersList from './resources/vouchers-list';
import * as wallets from './resources/wallets';
import * as wagerRestrictions from './resources/wager-restrictions';
import { lazyChunk } from './chunks';
import { type RouteEntry, routeByName, routeOfView } from './routes';
import { authProvider, getLocale, http, store } from './session';

const dataProvider = createDataProvider({ getToken: () => tokenStore.get(), getLocale });

const Subscriptions = lazyChunk(
  () => import('./pages/subscriptions/Subscriptions').then((m) => m.Subscriptions),
  'pages/Subscriptions',
);
const Vouchers = lazyChunk(() => import('./pages/vouchers/Vouchers').then((m) => m.Vouchers), 'pages/Vouchers');
const Decrypt = lazyChunk(() => import('./pages/vouchers/Decrypt').then((m) => m.Decrypt), 'pages/Decrypt');
const CourseAllocation = lazyChunk(
  () => import('./pages/allocation/CourseAllocation').then((m) => m.CourseAllocation),
  'pages/CourseAllocation',
);

interface ResourceModule {
  list: ComponentType;
  edit: ComponentType | undefined;
  create: ComponentType | undefined;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string);
}

const resourceModules: Record<ResourceName, ResourceModule> = {
  users,
  roles,
  'activity-logs': activityLogs,
  tournaments,
  'wager-restrictions': wagerRestrictions,
  profanities,
  products,
  prices,
  orders,
  transactions,
  wallets,
  hardware,
  promotions,
  mappacks,
  courses,
  settings,
  faq,
  clubs,
  'game-versions': gameVersions,
  'vouchers-list': vouchersList,
  reports,
  feedback,
};

function guarded(route: RouteEntry | undefined, Component: ComponentType | undefined) {
  if (!route || !Component) return undefined;
  return (
    <RouteGuard route={route.name}>
      <Component />
    </RouteGuard>
  );
}

/** Extra routes under a resource's path, e.g. /courses/allocation. */
const resourceExtras: Partial<Record<ResourceName, { path: string; route: string; component: ComponentType }[]>> = {
  courses: [{ path: 'allocation', route: 'allocate-courses', component: CourseAllocation }],
};

function resources() {
  return (Object.entries(resourceModules) as [ResourceName, ResourceModule][]).map(([name, module]) => {
    const create = guarded(routeOfView(name, 'create'), module.create);
    return (
      <Resource
        key={name}
        name={name}
        list={guarded(routeOfView(name, 'list'), module.list)}
        edit={guarded(routeOfView(name, 'edit'), module.edit)}
        hasCreate={!!create}
        icon={module.icon}
        recordRepresentation={module.recordRepresentation}
      >
        {/* The spec's add screen is /<resource>/add (react-admin's default would be /create). Without one,
            "add" is not a record id to load from the API. */}
        <Route path="add" element={create ?? <NotFound />} />
        {/* react-admin's own address for it, which staff may have from its documentation or a bookmark. */}
        <Route path="create" element={<Navigate to={`/${name}/add`} replace />} />
        {resourceExtras[name]?.map((extra) => (
          <Route key={extra.path} path={extra.path} element={guarded(routeByName(extra.route), extra.component)} />
        ))}
      </Resource>
    );
  });
}

/** A custom route from the route table, guarded by its access rule. */
function customRoute(name: string, Component: ComponentType) {
  const entry = routeByName(name);
  return <Route key={name} path={entry.path} element={guarded(entry, Component)} />;
}

function AppName() {
  const translate = useTranslate();
  return <>{translate('app.name')}</>;
}

export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <DocumentTitle />
      <LogoutOnUnauthorized />
      <LogoutOnLostAccess />
      <FeedbackProvider>
        <EnumsGate http={http}>
          <AdminUI
            layout={AppLayout}
            dashboard={Home}
            loginPage={LoginPage}
            catchAll={NotFound}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            title={<AppName />}
            disableTelemetry
          >
            {resources()}
            <CustomRoutes noLayout>
              <Route path={routeByName('unauthorized').path} element={<Unauthorized />} />
              <Route path={routeByName('error').path} element={<ErrorPage />} />
            </CustomRoutes>
            <CustomRoutes>
              {customRoute('subscriptions', Subscriptions)}
              {customRoute('vouchers', Vouchers)}
              {customRoute('decrypt', Decrypt)}
            </CustomRoutes>
          </AdminUI>
        </EnumsGate>
      </FeedbackProvider>
    </AdminContext>
  );
}
