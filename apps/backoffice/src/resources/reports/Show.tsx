import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { AdminReport } from '@golf/contracts';
import { DateTimeField, EnumField } from '../shared';
import { StatusField } from './List';
import { ReportActions } from './ReportActions';

/** The reported thing as its module loaded it: name or title, its text, who wrote or owns it. */
function ReportedContent(_props: { label: false }) {
  const translate = useTranslate();
  const report = useRecordContext<AdminReport>();
  if (!report) return null;
  const content = report.content;
  if (!content)
    return (
      <Alert severity="info" data-testid="report-content-gone">
        {translate('app.reports.content_gone')}
      </Alert>
    );
  return (
    <Card variant="outlined" data-testid="report-content">
      <CardContent>
        <Typography variant="overline">{translate(`app.reports.entity.${report.entity_type}`)}</Typography>
        <Typography variant="h6" data-testid="report-content-title">
          {content.title}
        </Typography>
        {content.body && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="report-content-body">
            {content.body}
          </Typography>
        )}
        {content.author_display_name && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.author', { name: content.author_display_name })}
          </Typography>
        )}
        {content.hidden && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="report-content-hidden">
            {translate('app.reports.hidden')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** One report: what was reported and why, by whom, its state, and the actions while it is open. */
export function ReportShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <ReportActions />
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
          <Labeled>
            <TextField<AdminReport> source="id" />
          </Labeled>
          <Labeled label="resources.reports.fields.status">
            <StatusField />
          </Labeled>
          <Labeled>
            <EnumField<AdminReport> source="type" enumName="abuse_report_type" />
          </Labeled>
          <Labeled>
            <TextField<AdminReport> source="reporter_display_name" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminReport> source="created_at" />
          </Labeled>
          <Labeled>
            <DateTimeField<AdminReport> source="handled_at" emptyText="—" />
          </Labeled>
        </Stack>
        <Labeled>
          <TextField<AdminReport> source="message" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
        <ReportedContent label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
