import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { CreatedVoucherBatch } from '@golf/contracts';
import { codesCsv } from './vouchers';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** The codes of a new batch: shown once, with a CSV download. */
export function CreatedCodes({ created, onClose }: { created: CreatedVoucherBatch; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="voucher-codes-dialog">
      <DialogTitle>
        {translate('app.vouchers.created_title', { smart_count: created.vouchers.length, batch: created.batch })}
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
