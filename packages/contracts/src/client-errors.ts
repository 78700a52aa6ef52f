import { z } from 'zod';

/** What the apps report to POST /api/v1/protocol/client-errors (spec: a chunk load failure reports its type and source). */
export const clientErrorReportSchema = z.object({
  type: z.string().min(1).max(100).describe('e.g. "script", "stylesheet", "timeout"'),
  source: z.string().max(2000).describe('Script URL or component that failed'),
  message: z.string().max(4000),
  app: z.enum(['web', 'game', 'mobile', 'backoffice']),
  url: z.string().max(2000).optional(),
  client_version: z.string().max(50).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const CLIENT_ERROR_REPORT_PATH = '/api/v1/protocol/client-errors';

/**
 * Sends a report from a browser app, fire-and-forget (keepalive, so it survives a reload that
 * follows the failure). Both apps use it; a report that cannot be sent is dropped.
 */
export function postClientErrorReport(report: ClientErrorReport, send: typeof fetch = fetch): void {
  void send(CLIENT_ERROR_REPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {});
}
