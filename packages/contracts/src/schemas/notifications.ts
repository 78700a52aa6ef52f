import { z } from 'zod';

/**
 * Notifications (spec section 3: "type, or data.notification_type"). Each type carries the
 * parameters of its text; the server renders title and body in the reader's language from
 * `notifications.<type>.title|body` in the i18n catalogues. A system notification carries its own
 * text, written by staff, with an optional Swedish version (English is the fallback).
 */
export const notificationTypes = [
  'friend_request',
  'friend_accepted',
  'round_invite',
  'report_handled',
  'tournament',
  'tournament_invite',
  'tournament_tee_time',
  'tournament_cancelled',
  'tournament_prize',
  'club',
  'club_invite',
  'club_approved',
  'club_announcement',
  'wallet',
  'payment_refunded',
  'system',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const SYSTEM_NOTIFICATION_TITLE_MAX = 120;
export const SYSTEM_NOTIFICATION_BODY_MAX = 2000;

const localizedText = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    sv: z.string().trim().min(1).max(max).optional(),
  });

const id = z.number().int().positive();

export const notificationDataSchema = z.discriminatedUnion('notification_type', [
  z.object({ notification_type: z.literal('friend_request'), user_id: id, display_name: z.string() }),
  z.object({ notification_type: z.literal('friend_accepted'), user_id: id, display_name: z.string() }),
  // A report the reporter filed was handled by staff: resolved (action taken) or dismissed.
  z.object({
    notification_type: z.literal('report_handled'),
    report_id: id,
    outcome: z.enum(['resolved', 'dismissed']),
  }),
  z.object({
    notification_type: z.literal('round_invite'),
    round_id: id,
    round_title: z.string(),
    display_name: z.string(),
  }),
  // Kept for notifications stored before the specific tournament types below (decision 0110).
  z.object({ notification_type: z.literal('tournament'), tournament_id: id, tournament_title: z.string() }),
  // Tournaments (docs/tournaments.md#notifications): an invite, a staff change of the reader's tee time
  // in a round, a cancellation (with the fee back), a prize paid (amount in the prize's token).
  z.object({
    notification_type: z.literal('tournament_invite'),
    tournament_id: id,
    tournament_title: z.string(),
    display_name: z.string(),
  }),
  z.object({
    notification_type: z.literal('tournament_tee_time'),
    tournament_id: id,
    tournament_title: z.string(),
    round_number: z.number().int().positive(),
  }),
  z.object({
    notification_type: z.literal('tournament_cancelled'),
    tournament_id: id,
    tournament_title: z.string(),
    refunded: z.boolean().describe('Whether an entry fee was paid back'),
    // Optional: notifications stored before staff's reason was kept have none.
    reason: z.string().nullable().optional().describe("Staff's reason, as they wrote it"),
  }),
  z.object({
    notification_type: z.literal('tournament_prize'),
    tournament_id: id,
    tournament_title: z.string(),
    token_type: z.number().int(),
    amount: z.number().int(),
  }),
  z.object({ notification_type: z.literal('club'), club_id: id, club_name: z.string() }),
  // Clubs (docs/clubs.md): an administrator's invite, an accepted join request, an announcement's opening words.
  z.object({
    notification_type: z.literal('club_invite'),
    club_id: id,
    club_name: z.string(),
    display_name: z.string(),
  }),
  z.object({ notification_type: z.literal('club_approved'), club_id: id, club_name: z.string() }),
  z.object({
    notification_type: z.literal('club_announcement'),
    club_id: id,
    club_name: z.string(),
    post_id: id,
    display_name: z.string(),
    excerpt: z.string(),
  }),
  z.object({ notification_type: z.literal('wallet'), token_type: z.number().int(), amount: z.number().int() }),
  // A payment the provider took but the order could not be fulfilled with: refunded automatically.
  // reason_key / reason_params: the refusal (an error key of errors.ts), shown in the reader's language.
  z.object({
    notification_type: z.literal('payment_refunded'),
    order_id: id,
    amount: z.number().int().describe('Minor units'),
    currency: z.string(),
    reason_key: z.string(),
    reason_params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  z.object({
    notification_type: z.literal('system'),
    title: localizedText(SYSTEM_NOTIFICATION_TITLE_MAX),
    body: localizedText(SYSTEM_NOTIFICATION_BODY_MAX),
  }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** A notification as the API returns it, with its text in the caller's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  data: notificationDataSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Back-office: a system notification to one user, or to everyone when user_id is left out. */
export const systemNotificationSchema = z.object({
  user_id: id.optional(),
  title: localizedText(SYSTEM_NOTIFICATION_TITLE_MAX),
  body: localizedText(SYSTEM_NOTIFICATION_BODY_MAX),
});
export type SystemNotificationInput = z.infer<typeof systemNotificationSchema>;

/** POST /admin/notifications: how many users got the notification. */
export const systemNotificationSentSchema = z.object({ recipients: z.number().int() });
export type SystemNotificationSent = z.output<typeof systemNotificationSentSchema>;
