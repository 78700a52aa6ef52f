import type { User } from '@golf/contracts';

/** The user types come from the API's own schemas (packages/contracts/src/schemas/users.ts). */
export type { GameIdentifier, PlayerSettings, User, UserUpdate } from '@golf/contracts';

/** A raised or removed purchase limit waiting for its date. */
export type PurchaseLimitPending = NonNullable<User['purchase_limit_pending']>;
