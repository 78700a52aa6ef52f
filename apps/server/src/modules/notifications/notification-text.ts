import { enums, isLocale, memberOf, translate, type Locale, type NotificationData } from '@golf/contracts';
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
      return text({ name: data.display_name });
    case 'round_invite':
      return text({ name: data.display_name, round: data.round_title });
    case 'tournament':
      return text({ tournament: data.tournament_title });
    case 'club':
    case 'club_approved':
      return text({ club: data.club_name });
    case 'club_invite':
      return text({ club: data.club_name, name: data.display_name });
    case 'club_announcement':
      return text({ club: data.club_name, name: data.display_name, text: data.excerpt });
    case 'wallet': {
      const member = memberOf('token_type', data.token_type);
      const token = member ? translate(locale, `enums.token_type.${member}`) : String(data.token_type);
      return text({ amount: data.amount, token });
    }
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
