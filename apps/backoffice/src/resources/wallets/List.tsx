import { DataTable, NumberInput, useRecordContext, useRefresh } from 'react-admin';
import type { AdminWallet } from '@golf/contracts';
import { UserLink } from '../UserLink';
import { columnsOf } from '../columns';
import { DateTimeField, EnumField, EnumInput, LocaleNumberField, ResourceList } from '../shared';
import { AdjustButton } from './AdjustDialog';
import { useStaffRefusal } from '../../auth/useActor';

const Col = columnsOf<AdminWallet>();

function AdjustWallet() {
  const wallet = useRecordContext<AdminWallet>();
  const refresh = useRefresh();
  // Never one's own wallet nor a system account's (the server refuses; an administrator's wallet it refuses too, for staff).
  const refusal = useStaffRefusal(
    'economy',
    wallet ? { id: wallet.user_id, system_account: wallet.user.system_account } : undefined,
  );
  if (!wallet) return null;
  return (
    <AdjustButton
      refusal={refusal}
      target={{
        user_id: wallet.user_id,
        token_type: wallet.token_type,
        balance: wallet.balance,
        owner: wallet.user.display_name,
      }}
      onDone={refresh}
    />
  );
}

/** Every wallet with its owner and balance; search the owner's name or e-mail; adjust by hand. */
export function WalletList() {
  return (
    <ResourceList
      canAdd={false}
      searchPlaceholder="app.wallets.search"
      filters={[
        <NumberInput key="user_id" source="user_id" alwaysOn />,
        <EnumInput key="token_type" source="token_type" enumName="token_type" alwaysOn />,
      ]}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Col source="id" />
        <Col source="user_id">
          <UserLink />
        </Col>
        <Col source="token_type" disableSort>
          <EnumField<AdminWallet> source="token_type" enumName="token_type" />
        </Col>
        <Col source="balance">
          <LocaleNumberField<AdminWallet> source="balance" />
        </Col>
        <Col source="updated_at" field={DateTimeField} />
        <Col label="app.wallets.adjust" disableSort>
          <AdjustWallet />
        </Col>
      </DataTable>
    </ResourceList>
  );
}
