import type { FeedbackBody, Report, ReportBody, ReportEntityType } from '@golf/contracts';
import { apiSend } from '../../lib/api';

export type { ReportEntityType };

export const fileReport = (body: ReportBody) => apiSend<Report>('POST', '/reports', body);

export const giveFeedback = (message: string) =>
  apiSend<{ id: number }>('POST', '/feedback', { message } satisfies FeedbackBody);
