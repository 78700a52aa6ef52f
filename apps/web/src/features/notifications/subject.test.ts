import { describe, expect, it } from 'vitest';
import { notificationSubject } from './subject';

describe('notificationSubject', () => {
  it('opens the tournament of every tournament notification, the club of every club one', () => {
    expect(
      notificationSubject(
        {
          notification_type: 'tournament_tee_time',
          tournament_id: 7,
          tournament_title: 'Spring Open',
          round_number: 2,
        },
        false,
      ),
    ).toEqual({ path: 'tournaments/7', label: 'notifications.openTournament' });
    expect(
      notificationSubject({ notification_type: 'tournament', tournament_id: 8, tournament_title: 'Old news' }, false),
    ).toEqual({ path: 'tournaments/8', label: 'notifications.openTournament' });
    expect(
      notificationSubject(
        {
          notification_type: 'club_announcement',
          club_id: 3,
          club_name: 'Pine Valley',
          post_id: 4,
          display_name: 'Annika',
          excerpt: 'Hello',
        },
        false,
      ),
    ).toEqual({ path: 'clubs/3', label: 'notifications.openClub' });
  });

  it('opens the transactions of a wallet notification', () => {
    expect(notificationSubject({ notification_type: 'wallet', token_type: 10, amount: -5 }, false)).toEqual({
      path: 'profile/transactions',
      label: 'notifications.openTransactions',
    });
  });

  it('has no subject for reports or system messages', () => {
    expect(
      notificationSubject({ notification_type: 'report_handled', report_id: 1, outcome: 'resolved' }, false),
    ).toBeNull();
    expect(
      notificationSubject({ notification_type: 'system', title: { en: 'Hi' }, body: { en: 'There' } }, false),
    ).toBeNull();
  });

  it('offers no screen a device locked in kiosk mode would refuse', () => {
    expect(notificationSubject({ notification_type: 'wallet', token_type: 10, amount: 5 }, true)).toBeNull();
    expect(
      notificationSubject({ notification_type: 'tournament', tournament_id: 8, tournament_title: 'Old news' }, true),
    ).toBeNull();
    expect(notificationSubject({ notification_type: 'club_approved', club_id: 3, club_name: 'Pine' }, true)).toBeNull();
  });
});
