import type { Identifier } from 'react-admin';
import type { AdminReport, DataEnvelope } from '@golf/contracts';
import type { HttpClient } from './http';

/** What staff do with an open report: resolve, dismiss, or hide the post or comment (and resolve). */
export type ReportAction = 'resolve' | 'dismiss' | 'hide';

export interface ReportCalls {
  /** POST admin/reports/{id}/{action}; answers the report, now handled. */
  handleReport(id: Identifier, action: ReportAction): Promise<{ data: AdminReport }>;
}

export function createReportCalls(http: HttpClient): ReportCalls {
  return {
    handleReport: async (id, action) => {
      const { body } = await http.request<DataEnvelope<AdminReport>>(
        `admin/reports/${encodeURIComponent(String(id))}/${action}`,
        { method: 'POST', body: {} },
      );
      return { data: body.data };
    },
  };
}
