import type { ReactElement } from 'react';
import { Menu as RaMenu, usePermissions, useTranslate } from 'react-admin';
import { generatePath } from 'react-router-dom';
import AllocationIcon from '@mui/icons-material/PlaylistAdd';
import DecryptIcon from '@mui/icons-material/LockOpen';
import SubscriptionsIcon from '@mui/icons-material/CardMembership';
import VoucherIcon from '@mui/icons-material/Redeem';
import type { Ability } from '@golf/contracts';
import { isGranted } from '../auth/access';
import { routeByName, routeTitleKey } from '../routes';
import type { ResourceName } from '../resources/table';

/** A menu entry for a custom route, shown only to users the route admits. */
function RouteItem({ route, icon }: { route: string; icon: ReactElement }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Ability[]>();
  const entry = routeByName(route);
  if (!isGranted(entry.access, { authenticated: true, abilities: permissions ?? [] })) return null;
  return (
    <RaMenu.Item
      to={generatePath(entry.path, {})}
      primaryText={translate(routeTitleKey(entry))}
      leftIcon={icon}
      data-testid={`menu-${route}`}
    />
  );
}

/** Resource entries hide themselves when canAccess refuses the list. */
const Resource = ({ name }: { name: ResourceName }) => <RaMenu.ResourceItem name={name} data-testid={`menu-${name}`} />;

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText={routeTitleKey(routeByName('home'))} />
      <Resource name="users" />
      <Resource name="roles" />
      <Resource name="activity-logs" />
      <Resource name="tournaments" />
      <Resource name="wager-restrictions" />
      <Resource name="profanities" />
      <Resource name="products" />
      <Resource name="prices" />
      <Resource name="orders" />
      <Resource name="transactions" />
      <Resource name="wallets" />
      <Resource name="hardware" />
      <Resource name="promotions" />
      <Resource name="mappacks" />
      <Resource name="courses" />
      <RouteItem route="allocate-courses" icon={<AllocationIcon />} />
      <Resource name="settings" />
      <Resource name="faq" />
      <Resource name="clubs" />
      <Resource name="reports" />
      <Resource name="feedback" />
      <Resource name="game-versions" />
      <RouteItem route="vouchers" icon={<VoucherIcon />} />
      <Resource name="vouchers-list" />
      <RouteItem route="decrypt" icon={<DecryptIcon />} />
      <RouteItem route="subscriptions" icon={<SubscriptionsIcon />} />
    </RaMenu>
  );
}
