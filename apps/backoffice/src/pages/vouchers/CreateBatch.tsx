import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type HttpError, useDataProvider, useTranslate } from 'react-admin';
import { enums, type CreatedVoucherBatch } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import { CreatedCodes } from './CreatedCodes';
import {
  BATCH_COUNT_MAX,
  BATCH_DAYS_MAX,
  type BatchForm,
  type BatchProblems,
  VOUCHER_TYPES,
  batchProblems,
  batchServerErrors,
  buildBatchPayload,
} from './vouchers';

const emptyBatch: BatchForm = {
  batch: '',
  type: '',
  count: '10',
  amount: '',
  token_type: enums.token_type.coins,
  title: '',
  days: '',
  user_id: '',
};

/** Create a batch: name, type, count and the content of its type; optionally for one player. */
export function CreateBatch({ onCreated }: { onCreated: () => void }) {
  const translate = useTranslate();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const types = useEnumChoices('voucher_type');
  const tokens = useEnumChoices('token_type');
  const [form, setForm] = useState<BatchForm>(emptyBatch);
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreatedVoucherBatch | null>(null);
  // What the server refused, by field (already in the user's language); a field's goes when it is edited.
  const [refused, setRefused] = useState<BatchProblems>({});
  const problems = batchProblems(form);
  const set = (patch: Partial<BatchForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setRefused((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in patch))));
  };
  /** The message under a field: the form's own problem first, then the server's refusal. */
  const messageOf = (name: keyof BatchForm, max: number): string | undefined =>
    touched && problems[name] ? translate(problems[name], { max }) : refused[name];
  const field = (name: keyof BatchForm) => ({
    error: !!messageOf(name, BATCH_COUNT_MAX),
    helperText: messageOf(name, BATCH_COUNT_MAX),
  });

  const typeField = field('type');

  const submit = async () => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data } = await withLoading(() => provider.createVoucherBatch(buildBatchPayload(form)));
      setCreated(data);
      setRefused({});
      setForm(emptyBatch);
      setTouched(false);
      onCreated();
    } catch (error) {
      const byField = batchServerErrors((error as HttpError | undefined)?.body?.errors as Record<string, string>);
      if (Object.keys(byField).length > 0) setRefused(byField);
      else showError(error);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-batch-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.vouchers.create_title')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <TextField
            required
            label={translate('app.vouchers.batch')}
            value={form.batch}
            onChange={(event) => set({ batch: event.target.value })}
            {...field('batch')}
            slotProps={{ htmlInput: { 'data-testid': 'voucher-batch-name', maxLength: 100 } }}
          />
          <FormControl required error={typeField.error}>
            <InputLabel id="voucher-type-label">{translate('app.vouchers.type')}</InputLabel>
            <Select
              labelId="voucher-type-label"
              label={translate('app.vouchers.type')}
              value={form.type}
              onChange={(event) => set({ type: String(event.target.value) === '' ? '' : Number(event.target.value) })}
              data-testid="voucher-batch-type"
            >
              {types.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </Select>
            {typeField.helperText && <FormHelperText>{typeField.helperText}</FormHelperText>}
          </FormControl>
          <TextField
            required
            label={translate('app.vouchers.count')}
            value={form.count}
            onChange={(event) => set({ count: event.target.value })}
            {...field('count')}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'voucher-batch-count' } }}
          />
          {form.type === VOUCHER_TYPES.tokens && (
            <Stack direction="row" spacing={2}>
              <TextField
                required
                label={translate('app.vouchers.amount')}
                value={form.amount}
                onChange={(event) => set({ amount: event.target.value })}
                {...field('amount')}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'voucher-batch-amount' } }}
              />
              <FormControl sx={{ minWidth: 160 }}>
                <InputLabel id="voucher-token-label">{translate('app.vouchers.token_type')}</InputLabel>
                <Select
                  labelId="voucher-token-label"
                  label={translate('app.vouchers.token_type')}
                  value={form.token_type}
                  onChange={(event) => set({ token_type: Number(event.target.value) })}
                >
                  {tokens.map((choice) => (
                    <MenuItem key={choice.id} value={choice.id}>
                      {choice.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            </Stack>
          )}
          {form.type !== '' && form.type !== VOUCHER_TYPES.tokens && (
            <TextField
              required={form.type === VOUCHER_TYPES.activate_hardware}
              label={translate('app.vouchers.title')}
              value={form.title}
              onChange={(event) => set({ title: event.target.value })}
              {...field('title')}
            />
          )}
          {form.type === VOUCHER_TYPES.software_download && (
            <TextField
              label={translate('app.vouchers.days')}
              value={form.days}
              onChange={(event) => set({ days: event.target.value })}
              {...field('days')}
              helperText={messageOf('days', BATCH_DAYS_MAX) ?? translate('app.vouchers.days_help')}
            />
          )}
          <TextField
            label={translate('app.vouchers.user_id')}
            value={form.user_id}
            onChange={(event) => set({ user_id: event.target.value })}
            {...field('user_id')}
            helperText={messageOf('user_id', BATCH_COUNT_MAX) ?? translate('app.vouchers.user_id_help')}
          />
          <Box>
            <Button variant="contained" onClick={() => void submit()} data-testid="voucher-batch-create">
              {translate('app.vouchers.create')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      {created && <CreatedCodes created={created} onClose={() => setCreated(null)} />}
    </Card>
  );
}
