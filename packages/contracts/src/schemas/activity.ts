import { z } from 'zod';

/** Every event the activity log records: security events and staff actions (issue 3). */
export const activityEvents = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.password_reset',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.permission_denied',
  'users.updated',
  'users.suspended',
  'users.unsuspended',
  'users.roles_changed',
  'users.abilities_changed',
  'users.feature_unlock_granted',
  'users.feature_unlock_revoked',
  'users.subscription_granted',
  'users.subscription_revoked',
  'roles.updated',
  'notifications.sent',
  // A provider-confirmed payment that fulfilment refused, refunded by the platform (actor: none).
  'orders.refunded_automatically',
  // Staff changes to platform settings (subject: none; properties name the key, before and after).
  'settings.created',
  'settings.updated',
  'settings.deleted',
  // Staff money and content actions (staff-actions.ts, decision 0059): actor, subject, before and after.
  'wallets.adjusted',
  'orders.refunded',
  'vouchers.batch_created',
  'vouchers.imported',
  'vouchers.decrypted',
  'courses.granted',
  'courses.revoked',
  'map_packs.granted',
  'map_packs.revoked',
  'courses.updated',
  'map_packs.created',
  'map_packs.updated',
  'map_packs.deleted',
  'products.created',
  'products.updated',
  'prices.created',
  'prices.updated',
  'subscription_plans.created',
  'subscription_plans.updated',
  'subscription_plans.deleted',
] as const;

export type ActivityEvent = (typeof activityEvents)[number];

/** One entry of the activity log (GET /admin/activity-logs). */
export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  actor_id: z.number().int().nullable(),
  actor_display_name: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ActivityLogEntry = z.output<typeof activityLogEntrySchema>;
