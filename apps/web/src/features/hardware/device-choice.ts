import { gameIdentifierSchema, type GameIdentifier } from '@golf/contracts';

/**
 * The device this browser plays on (issue 32, the hardware section): picked in the profile, or
 * registered from the game shell's hardware identity. Joining a round that restricts hardware uses it
 * first. Kept in localStorage, per device: on a kiosk the player's own list is withheld (decision 0103).
 */
export const DEVICE_CHOICE_KEY = 'hardware.device';

export function readDeviceChoice(storage: Storage | undefined): GameIdentifier | null {
  try {
    const stored = storage?.getItem(DEVICE_CHOICE_KEY);
    if (!stored) return null;
    const parsed = gameIdentifierSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDeviceChoice(storage: Storage | undefined, device: GameIdentifier | null): void {
  try {
    if (device) storage?.setItem(DEVICE_CHOICE_KEY, JSON.stringify(device));
    else storage?.removeItem(DEVICE_CHOICE_KEY);
  } catch {
    // Nothing to keep it in: the choice lasts until the page is reloaded.
  }
}

/** The devices to join with, the chosen one first (so it wins when several match the round's model). */
export function devicesToJoinWith(chosen: GameIdentifier | null, devices: readonly GameIdentifier[]): GameIdentifier[] {
  if (!chosen) return [...devices];
  return [chosen, ...devices.filter((device) => device.id !== chosen.id)];
}
