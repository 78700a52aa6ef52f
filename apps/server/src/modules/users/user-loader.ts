import type { Locale } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { SettingsReader } from '../settings/settings.reader';
import type { PurchaseLimit } from './purchase-limit';
import { presentAdminUser, type EconomyProfile } from './user-presenter';
import type { UserRow, UsersRepository } from './users.repository';

export interface UserLoaderDeps {
  users: Pick<UsersRepository, 'findById' | 'playerSettingsOf' | 'gameIdentifiersOf'>;
  access: Pick<AccessRepository, 'rolesOf' | 'directGlobalAbilitiesOf'>;
  settings: Pick<SettingsReader, 'currency'>;
  purchaseLimit: Pick<PurchaseLimit, 'withDueLimit'>;
  /** Wallets, feature unlocks and subscriptions (the economy feature); shown empty without it. */
  economy?: { profileOf(userId: number, locale: Locale): Promise<EconomyProfile> };
}

/** Everything the user's replies show, read together: the player's own and the back-office's. */
export function createUserLoader({ users, access, settings, purchaseLimit, economy }: UserLoaderDeps) {
  async function findUser(id: number): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new AppError('general.not_found');
    return user;
  }

  async function load(id: number) {
    const user = await purchaseLimit.withDueLimit(await findUser(id));
    const [playerSettings, gameIdentifiers, economyProfile, purchaseLimitCurrency] = await Promise.all([
      users.playerSettingsOf(id),
      users.gameIdentifiersOf(id),
      economy?.profileOf(id, user.locale as Locale),
      settings.currency('purchase_limit_currency'),
    ]);
    return { user, settings: playerSettings, gameIdentifiers, economy: economyProfile, purchaseLimitCurrency };
  }

  return {
    findUser,
    load,

    /** The user as staff see them: with roles and the abilities granted directly. */
    async adminUser(id: number) {
      const parts = await load(id);
      return presentAdminUser({
        ...parts,
        roles: await access.rolesOf(id),
        abilities: await access.directGlobalAbilitiesOf(id),
      });
    },
  };
}

export type UserLoader = ReturnType<typeof createUserLoader>;
