import { useSyncExternalStore } from 'react';
import type { GameIdentifier } from '@golf/contracts';
import { readDeviceChoice, writeDeviceChoice } from '../device-choice';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const listeners = new Set<() => void>();
/** In memory too, so a device without storage keeps the choice until the page is reloaded. */
let chosen = readDeviceChoice(storage());

/** Picks the device this browser plays on (null: none). */
export function setDeviceChoice(device: GameIdentifier | null): void {
  chosen = device;
  writeDeviceChoice(storage(), device);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device this browser plays on, or null. */
export function useDeviceChoice(): GameIdentifier | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
}
