/** Builds the player app and the back-office when their build is missing or stale (build-apps.mjs). */
export function buildApps(options?: { force?: boolean }): void;
