import { type ChangeEvent, useEffect, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import { type HttpError, Link, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { enums, type CreatedVoucherBatch, type VoucherBatchSummary } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import {
  BATCH_COUNT_MAX,
  type BatchForm,
  VOUCHER_TYPES,
  batchProblems,
  buildBatchPayload,
  codesCsv,
  importErrorsByLine,
  batchServerErrors,
  BATCH_DAYS_MAX,
  type BatchProblems,
  previewCsv,
} from './vouchers';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

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

/** The codes of a new batch: shown once, with a CSV download. */
function CreatedCodes({ created, onClose }: { created: CreatedVoucherBatch; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="voucher-codes-dialog">
      <DialogTitle>
        {translate('app.vouchers.created_title', { count: created.vouchers.length, batch: created.batch })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.vouchers.created_help')}</DialogContentText>
        <Box
          component="pre"
          data-testid="voucher-codes"
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 320, overflow: 'auto' }}
        >
          {created.vouchers.map((voucher) => voucher.code).join('\n')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => download(`vouchers-${created.batch}.csv`, codesCsv(created.vouchers))}
          data-testid="voucher-codes-download"
        >
          {translate('app.vouchers.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.feedback.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Create a batch: name, type, count and the content of its type; optionally for one player. */
function CreateBatch({ onCreated }: { onCreated: () => void }) {
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
          <FormControl required error={touched && !!problems.type}>
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

/** CSV import: pick a file, see a preview, upload; a refusal lists every bad line (nothing saved). */
function ImportCsv({ onImported }: { onImported: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [batch, setBatch] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [badLines, setBadLines] = useState<{ line: number; message: string }[]>([]);
  const preview = file ? previewCsv(file.text) : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setBadLines([]);
    if (!chosen) return;
    setFile({ name: chosen.name, text: await chosen.text() });
    if (!batch.trim()) setBatch(chosen.name.replace(/\.csv$/i, ''));
  };

  const upload = async () => {
    if (!file || !batch.trim()) return;
    setBadLines([]);
    try {
      const { data } = await withLoading(() => provider.importVouchers({ batch: batch.trim(), csv: file.text }));
      notify('app.vouchers.imported', {
        type: 'success',
        messageArgs: { smart_count: data.imported, batch: data.batch },
      });
      setFile(null);
      setBatch('');
      onImported();
    } catch (error) {
      const lines = importErrorsByLine((error as HttpError | undefined)?.body?.errors as Record<string, string>);
      if (lines.length > 0) setBadLines(lines);
      else showError(error);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-import">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.vouchers.import_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.vouchers.import_help')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
            {translate('app.vouchers.choose_file')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void pick(event)}
              data-testid="voucher-import-file"
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          <TextField
            size="small"
            required
            label={translate('app.vouchers.batch')}
            value={batch}
            onChange={(event) => setBatch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'voucher-import-batch' } }}
          />
          <Button
            variant="contained"
            disabled={!file || !batch.trim() || !preview?.total}
            onClick={() => void upload()}
            data-testid="voucher-import-upload"
          >
            {translate('app.vouchers.upload')}
          </Button>
        </Stack>
        {preview && (
          <Box sx={{ mt: 2 }} data-testid="voucher-import-preview">
            <Typography variant="subtitle2">
              {translate('app.vouchers.preview', { smart_count: preview.total, shown: preview.rows.length })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.vouchers.line')}</TableCell>
                  {preview.header.map((cell, i) => (
                    <TableCell key={i}>{cell}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((row, r) => (
                  <TableRow key={r}>
                    <TableCell>{r + 2}</TableCell>
                    {preview.header.map((_, c) => (
                      <TableCell key={c}>{row[c] ?? ''}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {badLines.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="voucher-import-errors">
            <AlertTitle>{translate('app.vouchers.import_refused', { smart_count: badLines.length })}</AlertTitle>
            <List dense disablePadding>
              {badLines.map((bad) => (
                <ListItem key={bad.line} disableGutters>
                  <ListItemText primary={bad.message} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** The batches so far, each linking to its vouchers in the voucher list. */
function Batches({ version }: { version: number }) {
  const translate = useTranslate();
  const provider = useDataProvider<BackofficeDataProvider>();
  const [batches, setBatches] = useState<VoucherBatchSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    provider.getVoucherBatches().then(
      ({ data }) => live && setBatches(data),
      () => live && setBatches([]),
    );
    return () => {
      live = false;
    };
  }, [provider, version]);
  if (!batches?.length) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-batches">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.vouchers.batches')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.vouchers.batch')}</TableCell>
              <TableCell align="right">{translate('app.vouchers.total')}</TableCell>
              <TableCell align="right">{translate('app.vouchers.used')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.map((batch) => (
              <TableRow key={batch.batch}>
                <TableCell>
                  <Link to={`/vouchers-list?filter=${encodeURIComponent(JSON.stringify({ batch: batch.batch }))}`}>
                    {batch.batch}
                  </Link>
                </TableCell>
                <TableCell align="right">{batch.total}</TableCell>
                <TableCell align="right">{batch.used}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** Spec route "vouchers" (any back-office user): create a batch, import a CSV, see the batches. */
export function Vouchers() {
  const translate = useTranslate();
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((n) => n + 1);
  return (
    <Box data-testid="page-vouchers">
      <Title title="app.routes.vouchers" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.routes.vouchers')}
      </Typography>
      <CreateBatch onCreated={bump} />
      <ImportCsv onImported={bump} />
      <Batches version={version} />
    </Box>
  );
}
