import { reportStatus, type ReportStatusName } from '@golf/contracts';

/** Report statuses as select choices; labels are app.reports.status.<name>. */
export const reportStatusChoices = (Object.entries(reportStatus) as [ReportStatusName, number][]).map(([name, id]) => ({
  id,
  name: `app.reports.status.${name}`,
}));

export const reportStatusLabelKey = (value: number): string => {
  const entry = reportStatusChoices.find((choice) => choice.id === value);
  return entry ? entry.name : String(value);
};

/** abuse_report_type values a report can have (10, feedback, is the feedback list). */
export const reportTypeValues: readonly number[] = [20, 30, 40];
