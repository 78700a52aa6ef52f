import { useEffect, useState } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { VoucherBatchSummary } from '@golf/contracts';
import type { BackofficeDataProvider } from '../../dataProvider';

/** The batches so far, each linking to its vouchers in the voucher list. */
export function Batches({ version }: { version: number }) {
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
