import { useCallback, useEffect, useState } from 'react';
import { serverEvents, type VersionReleased } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';

/**
 * The interface update (spec section 4, "Updates"): `version.released` on the system channel is
 * detected, the user applies it, and the interface reloads. "Later" hides it until the next release.
 */
export function useInterfaceUpdate(reload: () => void = () => window.location.reload()) {
  const [release, setRelease] = useState<VersionReleased | null>(null);
  useEffect(() => onServerEvent(serverEvents.versionReleased, setRelease), []);
  const dismiss = useCallback(() => setRelease(null), []);
  return { release, apply: reload, dismiss };
}
