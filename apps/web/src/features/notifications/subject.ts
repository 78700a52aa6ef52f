import type { NotificationData } from '@golf/contracts';
import { tournamentPath } from '../tournaments/paths';

/** What a notification is about: the screen that shows it (pass `path` to pathFor) and its link's text key. */
export interface NotificationSubject {
  path: string;
  label: 'notifications.openTournament' | 'notifications.openClub';
}

/** The tournament or club a notification tells of; null for those with an action of their own or no screen. */
export function notificationSubject(data: NotificationData): NotificationSubject | null {
  if ('tournament_id' in data)
    return { path: tournamentPath(data.tournament_id), label: 'notifications.openTournament' };
  if ('club_id' in data) return { path: `clubs/${data.club_id}`, label: 'notifications.openClub' };
  return null;
}
