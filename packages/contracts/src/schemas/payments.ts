/** The payment provider's side of the API: what Stripe's webhook is answered. */
import { z } from 'zod';

export const stripeWebhookReplySchema = z.object({ received: z.literal(true), replayed: z.boolean() });
export type StripeWebhookReply = z.output<typeof stripeWebhookReplySchema>;
