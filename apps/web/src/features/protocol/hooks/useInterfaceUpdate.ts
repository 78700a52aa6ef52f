import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { serverEvents, type VersionReleased } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';

/** The release announced since this page loaded: the prompt and the update screen show the same one. */
let announced: VersionReleased | null = null;
const listeners = new Set<() => void>();

function announce(release: VersionReleased) {
  announced = release;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest `version.released` heard on the system channel since the page loaded, or null. */
export function useAnnouncedRelease(): VersionReleased | null {
  useEffect(() => onServerEvent(serverEvents.versionReleased, announce), []);
  return useSyncExternalStore(
    subscribe,
    () => announced,
    () => null,
  );
}

/**
 * The interface update (spec section 4, "Updates"): `version.released` on the system channel is
 * detected, the user applies it, and the interface reloads. "Later" hides it until the next release.
 */
export function useInterfaceUpdate(reload: () => void = () => window.location.reload()) {
  const release = useAnnouncedRelease();
  const [dismissed, setDismissed] = useState<VersionReleased | null>(null);
  const dismiss = useCallback(() => setDismissed(release), [release]);
  return { release: release === dismissed ? null : release, apply: reload, dismiss };
}
