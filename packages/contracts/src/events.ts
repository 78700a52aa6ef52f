/**
 * Names of the events the server sends to clients (spec section 4, "Real-time events"). Modules
 * raise them through one publisher; clients subscribe by these names.
 */
export const serverEvents = {
  userUpdated: 'user.updated',
  abilitiesUpdated: 'abilities.updated',
  walletUpdated: 'wallet.updated',
  featureUnlocksUpdated: 'feature-unlocks.updated',
  notificationCreated: 'notification.created',
  versionReleased: 'version.released',
} as const;

export type ServerEventName = (typeof serverEvents)[keyof typeof serverEvents];
