import type { NotificationData } from '@golf/contracts';
import { kioskAllows } from '../kiosk/kiosk-lock';
import { tournamentPath } from '../tournaments/paths';

/** What a notification is about: the screen that shows it (pass `path` to pathFor) and its link's text key. */
export interface NotificationSubject {
  path: string;
  label: 'notifications.openTournament' | 'notifications.openClub' | 'notifications.openTransactions';
}

function subjectOf(data: NotificationData): NotificationSubject | null {
  if ('tournament_id' in data)
    return { path: tournamentPath(data.tournament_id), label: 'notifications.openTournament' };
  if ('club_id' in data) return { path: `clubs/${data.club_id}`, label: 'notifications.openClub' };
  if (data.notification_type === 'wallet')
    return { path: 'profile/transactions', label: 'notifications.openTransactions' };
  return null;
}

/**
 * The tournament, club or wallet a notification tells of; null for those with an action of their own,
 * with no screen, or with a screen a device locked in kiosk mode may not open.
 */
export function notificationSubject(data: NotificationData, kiosk: boolean): NotificationSubject | null {
  const subject = subjectOf(data);
  return subject && (!kiosk || kioskAllows(subject.path)) ? subject : null;
}
