import { randomInt } from 'node:crypto';

/** A code is typed by hand into a connector's DeviceID: short, and without 0/O or 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
export const PAIRING_TTL_MS = 10 * 60 * 1000;
/** A connector that reconnects with the same DeviceID from the same address is paired again for this long. */
export const REMEMBER_MS = 12 * 60 * 60 * 1000;
const MAX_REMEMBERED = 10_000;

const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Which player a connector belongs to: pairing codes (one live code per player, used once) and the
 * connectors paired before, remembered by DeviceID and address. In this node's memory, as the
 * connections are (launch-monitor.service.ts).
 */
export function createMonitorPairing(clock: () => number) {
  const codes = new Map<string, { userId: number; expiresAt: number }>();
  const codeOfUser = new Map<number, string>();
  const remembered = new Map<string, { userId: number; until: number }>();

  const rememberKey = (deviceId: string, address: string) => `${deviceId}\u0000${address}`;

  function liveCode(code: string): { userId: number; expiresAt: number } | undefined {
    const entry = codes.get(code);
    if (entry && entry.expiresAt <= clock()) {
      codes.delete(code);
      if (codeOfUser.get(entry.userId) === code) codeOfUser.delete(entry.userId);
      return undefined;
    }
    return entry;
  }

  return {
    /** A new pairing code for the player (replacing any earlier one), valid for PAIRING_TTL_MS. */
    issue(userId: number): { code: string; expiresAt: number } {
      const earlier = codeOfUser.get(userId);
      if (earlier) codes.delete(earlier);
      for (const [code] of codes) liveCode(code);
      let code: string;
      do {
        code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      } while (codes.has(code));
      const expiresAt = clock() + PAIRING_TTL_MS;
      codes.set(code, { userId, expiresAt });
      codeOfUser.set(userId, code);
      return { code, expiresAt };
    },

    /** Takes a code (once): the player it was issued to, or null when it is wrong or expired. */
    consume(code: string): number | null {
      const normalised = normaliseCode(code);
      const entry = liveCode(normalised);
      if (!entry) return null;
      codes.delete(normalised);
      if (codeOfUser.get(entry.userId) === normalised) codeOfUser.delete(entry.userId);
      return entry.userId;
    },

    /** The player's live code, if they have one. */
    codeOf(userId: number): { code: string; expiresAt: number } | null {
      const code = codeOfUser.get(userId);
      const entry = code ? liveCode(code) : undefined;
      return code && entry ? { code, expiresAt: entry.expiresAt } : null;
    },

    /** Remembers a paired connector for REMEMBER_MS from now (from its latest message). */
    remember(deviceId: string, address: string, userId: number) {
      const key = rememberKey(deviceId, address);
      remembered.delete(key);
      remembered.set(key, { userId, until: clock() + REMEMBER_MS });
      // Oldest first (insertion order): the map stays bounded.
      while (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    },

    /** The player a connector was paired with, while remembered; null otherwise. */
    recall(deviceId: string, address: string): number | null {
      const key = rememberKey(deviceId, address);
      const known = remembered.get(key);
      if (known && known.until > clock()) return known.userId;
      if (known) remembered.delete(key);
      return null;
    },

    /** Forgets the player's connectors: they are not paired again when they reconnect. */
    forget(userId: number) {
      for (const [key, entry] of remembered) if (entry.userId === userId) remembered.delete(key);
    },
  };
}
