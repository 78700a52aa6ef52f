/** Abuse reports and feedback (spec sections 1 and 3: report; abuse_report_type). */
import { z } from 'zod';
import { enumSchema, recordIdBody } from './common';

/** What can be reported; each is a registered reportable on the server (docs/friends-and-reports.md). */
export const reportEntityTypes = ['user', 'round', 'post', 'comment', 'club'] as const;
export type ReportEntityType = (typeof reportEntityTypes)[number];

/** Where a report stands; not in the spec (decision 0081). */
export const reportStatus = { open: 10, resolved: 20, dismissed: 30 } as const;
export type ReportStatusName = keyof typeof reportStatus;
export const reportStatusValues = Object.values(reportStatus);

export const REPORT_MESSAGE_MAX = 2000;
export const FEEDBACK_MESSAGE_MAX = 5000;

const isoTime = z.string().describe('UTC, ISO 8601');

/**
 * POST /reports. entity_type is checked by the server against its registry, so an unknown one is
 * "Invalid entity type for report" (other.invalid_report_entity_type), not a validation message.
 */
export const reportBodySchema = z.object({
  entity_type: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .describe(`One of ${reportEntityTypes.join(', ')}`),
  entity_id: recordIdBody,
  type: enumSchema('abuse_report_type')
    .refine((value) => value !== 10, { message: 'validation.in' })
    .describe(
      'abuse_report_type: 20 harassment, 30 inappropriate content, 40 spam (10 feedback goes to POST /feedback)',
    ),
  message: z.string().trim().max(REPORT_MESSAGE_MAX).nullable().optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** A report as its reporter sees it once filed. */
export const reportSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(reportEntityTypes),
  entity_id: z.number().int(),
  type: z.number().int(),
  status: z.number().int().describe('10 open, 20 resolved, 30 dismissed'),
  created_at: isoTime,
});
export type Report = z.output<typeof reportSchema>;

/** What staff see of the reported thing, loaded by its reportable (null once it is gone). */
export const reportedContentSchema = z.object({
  title: z.string().describe('A name or headline: the display name, round title, club name'),
  body: z.string().nullable().describe('The text reported (a post or comment), if any'),
  author_id: z.number().int().nullable(),
  author_display_name: z.string().nullable(),
  hidden: z.boolean().describe('Hidden from players by staff'),
  can_hide: z.boolean().describe('Whether this kind of content can be hidden'),
});
export type ReportedContent = z.output<typeof reportedContentSchema>;

/** A report in the back-office list and detail. */
export const adminReportSchema = reportSchema.extend({
  reporter_id: z.number().int(),
  reporter_display_name: z.string().nullable(),
  reported_user_id: z.number().int().nullable(),
  message: z.string().nullable(),
  handled_by: z.number().int().nullable(),
  handled_at: isoTime.nullable(),
  content: reportedContentSchema.nullable().describe('In the detail only; null in the list or once deleted'),
});
export type AdminReport = z.output<typeof adminReportSchema>;

/** POST /feedback. */
export const feedbackBodySchema = z.object({
  message: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(FEEDBACK_MESSAGE_MAX),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** Feedback in the back-office list. */
export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string().nullable(),
  message: z.string(),
  environment: z.string(),
  created_at: isoTime,
});
export type AdminFeedback = z.output<typeof adminFeedbackSchema>;

/** The feedback as filed: its id and time. */
export const feedbackReceiptSchema = z.object({ id: z.number().int(), created_at: isoTime });
