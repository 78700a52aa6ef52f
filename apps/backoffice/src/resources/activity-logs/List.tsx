import type { MouseEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, Link, SelectInput, TextField, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { ActivityLogEntry } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, ResourceList } from '../shared';
import { eventChoices, eventLabelKey, formatProperties, isUserSubject, refusalMessageKey } from './events';

const Col = columnsOf<ActivityLogEntry>();

function UserLink({ id, children, testId }: { id: number | string; children: string; testId: string }) {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: 'users', type: 'edit', id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

function EventField() {
  const translate = useTranslate();
  const record = useRecordContext<ActivityLogEntry>();
  if (!record) return null;
  return <span title={record.event}>{translate(eventLabelKey(record.event), { _: record.event })}</span>;
}

function ActorField() {
  const translate = useTranslate();
  const record = useRecordContext<ActivityLogEntry>();
  if (!record) return null;
  const name = record.actor_display_name ?? (record.actor_id == null ? translate('app.activity_logs.system') : '');
  const label = name || `#${record.actor_id}`;
  return record.actor_id == null ? (
    <span>{label}</span>
  ) : (
    <UserLink id={record.actor_id} testId="activity-log-actor">
      {label}
    </UserLink>
  );
}

function SubjectField() {
  const record = useRecordContext<ActivityLogEntry>();
  if (!record || (record.subject_type == null && record.subject_id == null)) return null;
  const label = [record.subject_type, record.subject_id != null ? `#${record.subject_id}` : null]
    .filter(Boolean)
    .join(' ');
  return record.subject_id != null && isUserSubject(record.subject_type) ? (
    <UserLink id={record.subject_id} testId="activity-log-subject">
      {label}
    </UserLink>
  ) : (
    <span>{label}</span>
  );
}

/** The expanded row: why it was refused (if it was), user agent and the recorded properties as JSON. */
function ActivityLogDetails() {
  const translate = useTranslate();
  const record = useRecordContext<ActivityLogEntry>();
  if (!record) return null;
  const properties = formatProperties(record.properties);
  const refusal = refusalMessageKey(record.properties);
  return (
    <Box data-testid="activity-log-details" sx={{ py: 1 }}>
      {refusal && (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="activity-log-refusal">
          {translate('app.activity_logs.refusal')}: {translate(refusal)}
        </Typography>
      )}
      {record.user_agent && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('resources.activity-logs.fields.user_agent')}: {record.user_agent}
        </Typography>
      )}
      <Typography variant="subtitle2">{translate('app.activity_logs.properties')}</Typography>
      {properties ? (
        <Box
          component="pre"
          data-testid="activity-log-properties"
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
        >
          {properties}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="activity-log-properties">
          {translate('app.activity_logs.no_properties')}
        </Typography>
      )}
    </Box>
  );
}

const filters = [
  <SelectInput
    key="event"
    source="event"
    choices={eventChoices}
    alwaysOn
    data-testid="activity-logs-event-filter"
    label="resources.activity-logs.fields.event"
  />,
];

/**
 * Read-only, newest first (identity API: sortable by id, created_at and event; filters event,
 * actor_id and subject_id; search covers the event's key, the actor's name and e-mail, and the IP
 * address). A row expands to its properties.
 */
export function ActivityLogList() {
  return (
    <ResourceList
      sort={{ field: 'created_at', order: 'DESC' }}
      canAdd={false}
      searchPlaceholder="app.activity_logs.search"
      filters={filters}
    >
      <DataTable bulkActionButtons={false} rowClick="expand" expand={<ActivityLogDetails />}>
        <Col source="created_at" field={DateTimeField} />
        <Col source="event">
          <EventField />
        </Col>
        <Col source="actor_display_name" disableSort>
          <ActorField />
        </Col>
        {/* Not one field: subject_type and subject_id together, under the "subject" heading. */}
        <DataTable.Col source="subject" disableSort>
          <SubjectField />
        </DataTable.Col>
        <Col source="ip_address" disableSort>
          <TextField<ActivityLogEntry> source="ip_address" />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
