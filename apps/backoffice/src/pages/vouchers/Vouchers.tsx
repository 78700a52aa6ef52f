import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Batches } from './Batches';
import { CreateBatch } from './CreateBatch';
import { ImportCsv } from './ImportCsv';

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
