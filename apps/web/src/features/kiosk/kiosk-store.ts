import { useSyncExternalStore } from 'react';
import { useEnvironment } from '../../app/environment-context';
import { readKiosk, writeKiosk } from './kiosk-lock';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const listeners = new Set<() => void>();
/** In memory too, so a device without storage still locks until the page is reloaded. */
let active = readKiosk(storage());

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Starts or ends kiosk mode on this device (after the server accepted an administrator's credentials). */
export function setKioskActive(next: boolean): void {
  active = next;
  writeKiosk(storage(), next);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same kiosk browser started or ended it.
  const onStorage = () => {
    const stored = readKiosk(storage());
    if (stored !== active) {
      active = stored;
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this device is in kiosk mode. */
export function useKioskActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}

/**
 * Whether the screen being shown is under the kiosk lock: the device is locked and this is the game
 * environment (the lock is the game UI's; README "Kiosk mode"). Screens shared by every environment
 * use it to hide what the lock would refuse.
 */
export function useKioskLocked(): boolean {
  const active = useKioskActive();
  return useEnvironment().environment === 'game' && active;
}
