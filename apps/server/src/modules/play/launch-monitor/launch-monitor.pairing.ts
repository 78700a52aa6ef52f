import { randomInt } from 'node:crypto';
import type { SharedState } from '../../../cluster/shared-state';

/** A code is typed by hand into a connector's DeviceID: short, and without 0/O or 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
export const PAIRING_TTL_MS = 10 * 60 * 1000;
/** A connector that reconnects with the same DeviceID from the same address is paired again for this long. */
export const REMEMBER_MS = 12 * 60 * 60 * 1000;

const normaliseCode = (code: string) => code.trim().toUpperCase();

interface CodeEntry {
  userId: number;
  expiresAt: number;
}

interface Remembered {
  userId: number;
  until: number;
}

/**
 * Which player a connector belongs to: pairing codes (one live code per player, used once) and the
 * connectors paired before, remembered by DeviceID and address. In the shared state (decision 0056),
 * so a code issued through one node pairs a connector connected to another. Expiry is checked
 * against the app's clock as well as left to the store, so tests can move time.
 */
export function createMonitorPairing(state: SharedState, clock: () => number) {
  const codeKey = (code: string) => `lm:code:${code}`;
  const userCodeKey = (userId: number) => `lm:user-code:${userId}`;
  const rememberKey = (deviceId: string, address: string) => `lm:remember:${JSON.stringify([deviceId, address])}`;
  const rememberedOf = (userId: number) => `lm:remembered:${userId}`;

  return {
    /** A new pairing code for the player (replacing any earlier one), valid for PAIRING_TTL_MS. */
    async issue(userId: number): Promise<{ code: string; expiresAt: number }> {
      const earlier = await state.get<string>(userCodeKey(userId));
      if (earlier) await state.delete(codeKey(earlier));
      const expiresAt = clock() + PAIRING_TTL_MS;
      let code: string;
      do {
        code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      } while (!(await state.setIfAbsent(codeKey(code), { userId, expiresAt } satisfies CodeEntry, PAIRING_TTL_MS)));
      await state.set(userCodeKey(userId), code, PAIRING_TTL_MS);
      return { code, expiresAt };
    },

    /** Takes a code (once, on whichever node): the player it was issued to, or null when wrong or expired. */
    async consume(code: string): Promise<number | null> {
      const normalised = normaliseCode(code);
      if (normalised.length !== CODE_LENGTH) return null;
      const entry = await state.take<CodeEntry>(codeKey(normalised));
      if (!entry) return null;
      if ((await state.get<string>(userCodeKey(entry.userId))) === normalised)
        await state.delete(userCodeKey(entry.userId));
      return entry.expiresAt > clock() ? entry.userId : null;
    },

    /** The player's live code, if they have one. */
    async codeOf(userId: number): Promise<{ code: string; expiresAt: number } | null> {
      const code = await state.get<string>(userCodeKey(userId));
      const entry = code ? await state.get<CodeEntry>(codeKey(code)) : null;
      return code && entry && entry.expiresAt > clock() ? { code, expiresAt: entry.expiresAt } : null;
    },

    /** Remembers a paired connector for REMEMBER_MS from now (from its latest message). */
    async remember(deviceId: string, address: string, userId: number) {
      const key = rememberKey(deviceId, address);
      await state.set(key, { userId, until: clock() + REMEMBER_MS } satisfies Remembered, REMEMBER_MS);
      await state.addMember(rememberedOf(userId), key, REMEMBER_MS);
    },

    /** The player a connector was paired with, while remembered; null otherwise. */
    async recall(deviceId: string, address: string): Promise<number | null> {
      const known = await state.get<Remembered>(rememberKey(deviceId, address));
      return known && known.until > clock() ? known.userId : null;
    },

    /** Forgets the player's connectors: they are not paired again when they reconnect. */
    async forget(userId: number) {
      const keys = await state.members(rememberedOf(userId));
      // A connector paired with someone else since then stays theirs.
      const mine = await Promise.all(
        keys.map(async (key) => ((await state.get<Remembered>(key))?.userId === userId ? key : null)),
      );
      await state.delete(...mine.filter((key): key is string => key !== null), rememberedOf(userId));
    },
  };
}

export type MonitorPairing = ReturnType<typeof createMonitorPairing>;
