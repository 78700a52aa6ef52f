import { useEffect, useRef } from 'react';
import { toTargetCm } from '../../launch-monitor/api';
import { useLaunchMonitorStatus, useSetLaunchMonitorClub } from '../../launch-monitor/hooks/useLaunchMonitor';

/**
 * A paired launch monitor plays with the club shown on the play screen: tell it the club and the cm
 * to the pin whenever either changes (a new lie suggests a club too). Failures go to the app's error modal.
 */
export function useMonitorClubSync(club: number | null, distanceToPin: number | null): void {
  const monitorPaired = useLaunchMonitorStatus().data?.connected ?? false;
  const { mutate: sendMonitorClub } = useSetLaunchMonitorClub();
  const targetCm = toTargetCm(distanceToPin);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!monitorPaired || club === null) {
      sent.current = null;
      return;
    }
    const key = `${club}:${targetCm}`;
    if (sent.current === key) return;
    sent.current = key;
    sendMonitorClub({ club, distance: targetCm });
  }, [monitorPaired, club, targetCm, sendMonitorClub]);
}
