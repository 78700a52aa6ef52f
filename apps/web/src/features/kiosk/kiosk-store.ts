import { useSyncExternalStore } from 'react';
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
