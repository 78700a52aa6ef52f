import { enums, formatTokenAmount, isLocale, translate, type Locale, type NotificationData } from '@golf/contracts';
import { formatPrice } from '../store/prices';

/** Title and body of a notification in the reader's language (catalogue section `notifications`). */
export function notificationText(data: NotificationData, locale: Locale): { title: string; body: string } {
  const text = (params: Record<string, string | number>) => ({
    title: translate(locale, `notifications.${data.notification_type}.title`),
    body: translate(locale, `notifications.${data.notification_type}.body`, params),
  });
  switch (data.notification_type) {
    case 'system':
      return { title: data.title[locale] ?? data.title.en, body: data.body[locale] ?? data.body.en };
    case 'friend_request':
    case 'friend_accepted':
      return text({ name: data.display_name });
    case 'report_handled':
      return text({
        report: data.report_id,
        outcome: translate(locale, `notifications.report_handled.${data.outcome}`),
      });
    case 'round_invite':
      return text({ name: data.display_name, round: data.round_title });
    case 'tournament':
      return text({ tournament: data.tournament_title });
    case 'tournament_tee_time':
      return text({ tournament: data.tournament_title, round: data.round_number });
    case 'tournament_invite':
      return text({ tournament: data.tournament_title, name: data.display_name });
    case 'tournament_cancelled': {
      const body = translate(locale, `notifications.tournament_cancelled.${data.refunded ? 'refunded' : 'body'}`, {
        tournament: data.tournament_title,
      });
      return {
        title: translate(locale, 'notifications.tournament_cancelled.title'),
        body: data.reason
          ? `${body} ${translate(locale, 'notifications.tournament_cancelled.reason', { reason: data.reason })}`
          : body,
      };
    }
    case 'tournament_prize':
      return text({
        tournament: data.tournament_title,
        tokens: formatTokenAmount(locale, data.token_type, data.amount),
      });
    case 'club':
    case 'club_approved':
      return text({ club: data.club_name });
    case 'club_invite':
      return text({ club: data.club_name, name: data.display_name });
    case 'club_announcement':
      return text({ club: data.club_name, name: data.display_name, text: data.excerpt });
    case 'wallet':
      // Staff adjustments debit too: the amount is signed.
      return {
        title: translate(locale, 'notifications.wallet.title'),
        body: translate(locale, `notifications.wallet.${data.amount < 0 ? 'debited' : 'body'}`, {
          amount: Math.abs(data.amount),
          tokens: formatTokenAmount(locale, data.token_type, Math.abs(data.amount)),
        }),
      };
    case 'payment_refunded':
      return text({
        order: data.order_id,
        amount: formatPrice(
          { priceType: enums.product_price_type.money, amount: data.amount, currency: data.currency, tokenType: null },
          locale,
        ),
        reason: translate(locale, `errors.${data.reason_key}`, data.reason_params),
      });
  }
}

/** A stored locale, or English for one the catalogues no longer have. */
export const readerLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');
