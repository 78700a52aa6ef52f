import { DataTable, NumberInput, TextField, TextInput, useRecordContext } from 'react-admin';
import type { AdminListedTransaction } from '@golf/contracts';
import { UserLink } from '../UserLink';
import { columnsOf } from '../columns';
import { DateTimeField, EnumField, EnumInput, LocaleNumberField, ResourceList } from '../shared';
import { ledgerSort } from './ledger';

const Col = columnsOf<AdminListedTransaction>();

/**
 * The whole ledger, newest first; filter by user, wallet, token type, action and direction, and
 * search the comment or idempotency key. Each entry names its owner, linked to the user. Read-only:
 * entries are append-only.
 */
export function TransactionList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.transactions.search"
      sort={ledgerSort}
      filters={[
        <NumberInput key="user_id" source="user_id" alwaysOn />,
        <EnumInput key="token_type" source="token_type" enumName="token_type" alwaysOn />,
        <EnumInput key="transaction_action" source="transaction_action" enumName="transaction_action" alwaysOn />,
        <EnumInput key="event_type" source="event_type" enumName="transaction_event_type" />,
        <NumberInput key="wallet_id" source="wallet_id" />,
        <TextInput key="entity_type" source="entity_type" />,
        <NumberInput key="entity_id" source="entity_id" />,
      ]}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Col source="id" />
        <Col source="created_at" field={DateTimeField} />
        <Col source="user_id" disableSort>
          {/* The owner's display name (record.user), linking to the user. */}
          <UserLink />
        </Col>
        <Col source="token_type" disableSort>
          <EnumField<AdminListedTransaction> source="token_type" enumName="token_type" />
        </Col>
        <Col source="transaction_action" disableSort>
          <EnumField<AdminListedTransaction> source="transaction_action" enumName="transaction_action" />
        </Col>
        <Col source="event_type" disableSort>
          <EnumField<AdminListedTransaction> source="event_type" enumName="transaction_event_type" />
        </Col>
        <Col source="amount">
          <LocaleNumberField<AdminListedTransaction> source="amount" />
        </Col>
        <Col source="balance_after" disableSort>
          <LocaleNumberField<AdminListedTransaction> source="balance_after" />
        </Col>
        <Col source="entity_type" disableSort>
          <EntityField />
        </Col>
        <Col source="comment" disableSort>
          <TextField<AdminListedTransaction> source="comment" emptyText="—" />
        </Col>
      </DataTable>
    </ResourceList>
  );
}

/** "order #12" for the entity an entry belongs to. */
function EntityField() {
  const record = useRecordContext<AdminListedTransaction>();
  if (!record?.entity_type) return null;
  return (
    <span>
      {[record.entity_type, record.entity_id != null ? `#${record.entity_id}` : null].filter(Boolean).join(' ')}
    </span>
  );
}
