import { type ChangeEvent, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { importErrorsByLine, previewCsv } from './vouchers';

/** CSV import: pick a file, see a preview, upload; a refusal lists every bad line (nothing saved). */
export function ImportCsv({ onImported }: { onImported: () => void }) {
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
