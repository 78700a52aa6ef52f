import { describe, expect, it } from 'vitest';
import { notificationSubject } from './subject';

describe('notificationSubject', () => {
  it('opens the tournament of every tournament notification, the club of every club one', () => {
    expect(
      notificationSubject({
        notification_type: 'tournament_tee_time',
        tournament_id: 7,
        tournament_title: 'Spring Open',
        round_number: 2,
      }),
    ).toEqual({ path: 'tournaments/7', label: 'notifications.openTournament' });
    expect(
      notificationSubject({ notification_type: 'tournament', tournament_id: 8, tournament_title: 'Old news' }),
    ).toEqual({ path: 'tournaments/8', label: 'notifications.openTournament' });
    expect(
      notificationSubject({
        notification_type: 'club_announcement',
        club_id: 3,
        club_name: 'Pine Valley',
        post_id: 4,
        display_name: 'Annika',
        excerpt: 'Hello',
      }),
    ).toEqual({ path: 'clubs/3', label: 'notifications.openClub' });
  });

  it('has no subject for the wallet, reports or system messages', () => {
    expect(notificationSubject({ notification_type: 'wallet', token_type: 10, amount: 5 })).toBeNull();
    expect(notificationSubject({ notification_type: 'report_handled', report_id: 1, outcome: 'resolved' })).toBeNull();
    expect(notificationSubject({ notification_type: 'system', title: { en: 'Hi' }, body: { en: 'There' } })).toBeNull();
  });
});
