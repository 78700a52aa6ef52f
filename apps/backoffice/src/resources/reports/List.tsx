import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { reportEntityTypes, type AdminReport } from '@golf/contracts';
import { columnsOf } from '../columns';
import { useEnumChoices } from '../../enums/EnumsGate';
import { DateTimeField, EnumField, ResourceList } from '../shared';
import { reportStatusChoices, reportStatusLabelKey, reportTypeValues } from './status';

const Col = columnsOf<AdminReport>();

export function StatusField() {
  const translate = useTranslate();
  const record = useRecordContext<AdminReport>();
  if (!record) return null;
  return <span data-testid="report-status">{translate(reportStatusLabelKey(record.status))}</span>;
}

/** What was reported (a user, a round, a club post…), in the screen's language. */
function EntityTypeField() {
  const translate = useTranslate();
  const record = useRecordContext<AdminReport>();
  if (!record) return null;
  return <span>{translate(`app.reports.entity.${record.entity_type}`)}</span>;
}

/** abuse_report_type 20–40: feedback (10) is its own list. */
function ReportTypeInput(props: { source: string; alwaysOn?: boolean }) {
  const choices = useEnumChoices('abuse_report_type').filter((choice) => reportTypeValues.includes(Number(choice.id)));
  return <SelectInput {...props} choices={choices} />;
}

/** Abuse reports, newest first, open ones by default; filter by type, status and kind of thing. */
export function ReportList() {
  return (
    <ResourceList
      canAdd={false}
      search={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={[
        <SelectInput key="status" source="status" choices={reportStatusChoices} alwaysOn />,
        <ReportTypeInput key="type" source="type" alwaysOn />,
        <SelectInput
          key="entity_type"
          source="entity_type"
          choices={reportEntityTypes.map((id) => ({ id, name: `app.reports.entity.${id}` }))}
        />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <Col source="id" />
        <Col source="status">
          <StatusField />
        </Col>
        <Col source="type" disableSort>
          <EnumField<AdminReport> source="type" enumName="abuse_report_type" />
        </Col>
        <Col source="entity_type" disableSort>
          <EntityTypeField />
        </Col>
        <Col source="entity_id" disableSort />
        <Col source="reporter_display_name" disableSort />
        <Col source="created_at" field={DateTimeField} />
      </DataTable>
    </ResourceList>
  );
}
