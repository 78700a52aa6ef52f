import { DataTable, TextField } from 'react-admin';
import type { AdminFeedback } from '@golf/contracts';
import { columnsOf } from '../columns';
import { DateTimeField, ResourceList } from '../shared';
import { UserLink } from '../UserLink';

const Col = columnsOf<AdminFeedback>();

/** Feedback players gave from the game menu or the web app, newest first; searches the message. */
export function FeedbackList() {
  return (
    <ResourceList canAdd={false} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Col source="created_at" field={DateTimeField} />
        <Col source="user_id" disableSort>
          <UserLink />
        </Col>
        <Col source="display_name" disableSort />
        <Col source="environment" disableSort />
        <Col source="message" disableSort>
          <TextField<AdminFeedback> source="message" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
