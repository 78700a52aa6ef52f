import { describe, expect, it } from 'vitest';
import type { NotificationData } from '@golf/contracts';
import { notificationText, readerLocale } from './notification-text';

/** A Stripe payment whose fulfilment was refused (4012), in both languages below. */
const paymentRefunded: NotificationData = {
  notification_type: 'payment_refunded',
  order_id: 12,
  amount: 999,
  currency: 'EUR',
  reason_key: 'store.balance_limit_reached',
  reason_params: { max: 2147483647 },
};

describe('notificationText', () => {
  it.each<[NotificationData, 'en' | 'sv', { title: string; body: string }]>([
    [
      { notification_type: 'friend_request', user_id: 1, display_name: 'Annika' },
      'en',
      { title: 'Friend request', body: 'Annika wants to be your friend.' },
    ],
    [
      { notification_type: 'round_invite', round_id: 2, round_title: 'Sunday fourball', display_name: 'Tiger' },
      'sv',
      { title: 'Inbjudan till runda', body: 'Tiger bjöd in dig till rundan "Sunday fourball".' },
    ],
    [
      { notification_type: 'wallet', token_type: 10, amount: 500 },
      'en',
      { title: 'Wallet', body: 'Your wallet received 500 Coins.' },
    ],
    [
      { notification_type: 'wallet', token_type: 10, amount: -25 },
      'en',
      { title: 'Wallet', body: '25 Coins were taken from your wallet.' },
    ],
    // One token is named in the singular, and a debit of one "was" taken.
    [
      { notification_type: 'wallet', token_type: 10, amount: 1 },
      'en',
      { title: 'Wallet', body: 'Your wallet received 1 Coin.' },
    ],
    [
      { notification_type: 'wallet', token_type: 20, amount: -1 },
      'en',
      { title: 'Wallet', body: '1 Diamond was taken from your wallet.' },
    ],
    [
      { notification_type: 'wallet', token_type: 20, amount: 1 },
      'sv',
      { title: 'Plånbok', body: 'Din plånbok fick 1 diamant.' },
    ],
    [
      { notification_type: 'wallet', token_type: 20, amount: -3 },
      'sv',
      { title: 'Plånbok', body: '3 diamanter drogs från din plånbok.' },
    ],
    // A currency's name is lower case inside a Swedish sentence; the heading keeps its capital.
    [
      { notification_type: 'wallet', token_type: 10, amount: 2000 },
      'sv',
      { title: 'Plånbok', body: 'Din plånbok fick 2\u00a0000 mynt.' },
    ],
    // Grouped the reader's way, as prices and the transaction list are.
    [
      { notification_type: 'wallet', token_type: 10, amount: 1250 },
      'en',
      { title: 'Wallet', body: 'Your wallet received 1,250 Coins.' },
    ],
    [
      {
        notification_type: 'tournament_invite',
        tournament_id: 4,
        tournament_title: 'Spring Open',
        display_name: 'Tiger',
      },
      'en',
      { title: 'Tournament invite', body: 'Tiger invited you to the tournament "Spring Open".' },
    ],
    [
      { notification_type: 'tournament_tee_time', tournament_id: 4, tournament_title: 'Spring Open', round_number: 2 },
      'sv',
      {
        title: 'Ny starttid',
        body: 'Din starttid i runda 2 av "Spring Open" har ändrats. Öppna turneringen för att se den nya tiden.',
      },
    ],
    [
      { notification_type: 'tournament_cancelled', tournament_id: 4, tournament_title: 'Spring Open', refunded: true },
      'en',
      {
        title: 'Tournament cancelled',
        body: 'The tournament "Spring Open" was cancelled. Your entry fee was paid back.',
      },
    ],
    [
      { notification_type: 'tournament_cancelled', tournament_id: 4, tournament_title: 'Spring Open', refunded: false },
      'sv',
      { title: 'Turneringen ställdes in', body: 'Turneringen "Spring Open" ställdes in.' },
    ],
    [
      {
        notification_type: 'tournament_cancelled',
        tournament_id: 4,
        tournament_title: 'Spring Open',
        refunded: true,
        reason: 'The bay is closed for repairs.',
      },
      'en',
      {
        title: 'Tournament cancelled',
        body: 'The tournament "Spring Open" was cancelled. Your entry fee was paid back. Reason: The bay is closed for repairs.',
      },
    ],
    [
      {
        notification_type: 'tournament_cancelled',
        tournament_id: 4,
        tournament_title: 'Spring Open',
        refunded: false,
        reason: 'Banan är stängd.',
      },
      'sv',
      { title: 'Turneringen ställdes in', body: 'Turneringen "Spring Open" ställdes in. Anledning: Banan är stängd.' },
    ],
    [
      {
        notification_type: 'tournament_prize',
        tournament_id: 4,
        tournament_title: 'Spring Open',
        token_type: 10,
        amount: 700,
      },
      'en',
      { title: 'Tournament prize', body: 'You won 700 Coins in the tournament "Spring Open".' },
    ],
    [
      {
        notification_type: 'tournament_prize',
        tournament_id: 4,
        tournament_title: 'Spring Open',
        token_type: 20,
        amount: 7,
      },
      'sv',
      { title: 'Turneringspris', body: 'Du vann 7 diamanter i turneringen "Spring Open".' },
    ],
    [
      { notification_type: 'club', club_id: 3, club_name: 'Pine Valley' },
      'sv',
      { title: 'Klubb', body: 'Det finns nyheter från klubben "Pine Valley".' },
    ],
    [
      { notification_type: 'club_invite', club_id: 3, club_name: 'Pine Valley', display_name: 'Annika' },
      'en',
      { title: 'Club invite', body: 'Annika invited you to join the club "Pine Valley".' },
    ],
    [
      { notification_type: 'club_invite', club_id: 3, club_name: 'Pine Valley', display_name: 'Annika' },
      'sv',
      { title: 'Klubbinbjudan', body: 'Annika bjöd in dig att gå med i klubben "Pine Valley".' },
    ],
    [
      { notification_type: 'club_approved', club_id: 3, club_name: 'Pine Valley' },
      'en',
      { title: 'Welcome to the club', body: 'Your request to join the club "Pine Valley" was approved.' },
    ],
    [
      { notification_type: 'club_approved', club_id: 3, club_name: 'Pine Valley' },
      'sv',
      { title: 'Välkommen till klubben', body: 'Din ansökan om att gå med i klubben "Pine Valley" godkändes.' },
    ],
    [
      {
        notification_type: 'club_announcement',
        club_id: 3,
        club_name: 'Pine Valley',
        post_id: 9,
        display_name: 'Tiger',
        excerpt: 'Practice night on Friday',
      },
      'en',
      { title: 'Club announcement', body: 'Tiger in "Pine Valley": Practice night on Friday' },
    ],
    [
      {
        notification_type: 'club_announcement',
        club_id: 3,
        club_name: 'Pine Valley',
        post_id: 9,
        display_name: 'Tiger',
        excerpt: 'Träning på fredag',
      },
      'sv',
      { title: 'Klubbmeddelande', body: 'Tiger i "Pine Valley": Träning på fredag' },
    ],
    [
      paymentRefunded,
      'en',
      {
        title: 'Payment refunded',
        body: 'Order #12 could not be delivered, so your payment of €9.99 was refunded automatically. Reason: This would take the wallet above the largest balance it can hold (2147483647). Nothing was changed.',
      },
    ],
    [
      paymentRefunded,
      'sv',
      {
        title: 'Betalningen återbetalades',
        body: 'Beställning #12 kunde inte levereras, så din betalning på 9,99\u00a0€ återbetalades automatiskt. Orsak: Det här skulle ta plånbokens saldo över det högsta den kan ha (2147483647). Inget ändrades.',
      },
    ],
    [
      { notification_type: 'system', title: { en: 'Hello', sv: 'Hej' }, body: { en: 'World' } },
      'sv',
      { title: 'Hej', body: 'World' },
    ],
  ])('%o in %s', (data, locale, expected) => {
    expect(notificationText(data, locale)).toEqual(expected);
  });

  it('reads an unknown stored locale as English', () => {
    expect(readerLocale('fi')).toBe('en');
    expect(readerLocale('sv')).toBe('sv');
  });
});
