import { useState } from 'react';
import { Box, Button, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { DecryptedVoucher } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import { PageCard } from '../PageCard';
import { useContentText } from './useContentText';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell component="th" sx={{ width: 200 }}>
        {translate(label)}
      </TableCell>
      <TableCell data-testid={testId}>{value || '—'}</TableCell>
    </TableRow>
  );
}

/**
 * Spec route "decrypt" (manage-users, decision 0060): support staff paste a voucher's encrypted payload
 * (the voucher list's payload) and see its code and content. A payload that is not ours opens the
 * error modal with "Invalid voucher code".
 */
export function Decrypt() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const types = useEnumChoices('voucher_type');
  const statuses = useEnumChoices('voucher_status');
  const contentText = useContentText();
  const [payload, setPayload] = useState('');
  const [voucher, setVoucher] = useState<DecryptedVoucher | null>(null);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(locale) : '');
  const label = (choices: { id: string | number; name: string }[], value: number) =>
    choices.find((choice) => choice.id === value)?.name ?? String(value);

  const submit = async () => {
    setVoucher(null);
    try {
      setVoucher((await withLoading(() => provider.decryptVoucher(payload.trim()))).data);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <PageCard testId="page-decrypt" title="app.routes.decrypt" body="app.decrypt.help">
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
        <TextField
          multiline
          minRows={3}
          label={translate('app.decrypt.payload')}
          value={payload}
          onChange={(event) => setPayload(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'decrypt-payload' } }}
        />
        <Box>
          <Button
            variant="contained"
            startIcon={<LockOpenIcon />}
            disabled={!payload.trim()}
            onClick={() => void submit()}
            data-testid="decrypt-submit"
          >
            {translate('app.decrypt.submit')}
          </Button>
        </Box>
        {voucher && (
          <Table size="small" data-testid="decrypt-result">
            <TableBody>
              <Row label="app.decrypt.code" value={voucher.code} testId="decrypt-code" />
              <Row label="resources.vouchers-list.fields.batch" value={voucher.batch} />
              <Row label="resources.vouchers-list.fields.type" value={label(types, voucher.type)} />
              <Row label="resources.vouchers-list.fields.status" value={label(statuses, voucher.status)} />
              <Row
                label="resources.vouchers-list.fields.content"
                value={contentText(voucher.content)}
                testId="decrypt-content"
              />
              <Row
                label="resources.vouchers-list.fields.user_id"
                value={voucher.user_id != null ? `#${voucher.user_id}` : ''}
              />
              <Row
                label="resources.vouchers-list.fields.redeemed_by"
                value={voucher.redeemed_by != null ? `#${voucher.redeemed_by}` : ''}
              />
              <Row label="resources.vouchers-list.fields.redeemed_at" value={date(voucher.redeemed_at)} />
              <Row label="resources.vouchers-list.fields.created_at" value={date(voucher.created_at)} />
              <Row label="resources.vouchers-list.fields.updated_at" value={date(voucher.updated_at)} />
            </TableBody>
          </Table>
        )}
      </Stack>
    </PageCard>
  );
}
