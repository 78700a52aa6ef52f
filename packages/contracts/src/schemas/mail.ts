/** The development outbox's JSON (GET /dev/mail/messages), which the browser tests read. */
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  locale: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;
