import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { WagerReview } from '@golf/contracts';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useFeedback } from '../../components/FeedbackProvider';
import { useEnumChoices } from '../../enums/EnumsGate';

function TokenLabel({ value }: { value: number }) {
  const choices = useEnumChoices('token_type');
  return <>{choices.find((choice) => choice.id === value)?.name ?? value}</>;
}

/**
 * Wager rounds whose stakes wait for staff (a flagged stroke, or a payout the ledger refused):
 * each is paid out as scored or refunded, once (docs/wagering.md).
 */
export function WagerReviews() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError } = useFeedback();
  const [rows, setRows] = useState<WagerReview[] | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  // Loaded in the promise's callback (as the user's feature unlocks are), and again after each decision.
  useEffect(() => {
    let live = true;
    provider.getWagerReviews().then(
      ({ data }) => live && setRows(data),
      (error: unknown) => live && showError(error),
    );
    return () => {
      live = false;
    };
  }, [provider, showError, version]);

  const resolve = async (roundId: number, action: 'payout' | 'refund') => {
    setPending(roundId);
    try {
      await provider.resolveWager(roundId, action);
      notify(`app.wager_reviews.${action}_done`, { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
      setVersion((current) => current + 1);
    }
  };

  return (
    <Box sx={{ m: 2 }} data-testid="wager-reviews">
      <Typography variant="h6">{translate('app.wager_reviews.title')}</Typography>
      {rows?.length === 0 && (
        <Alert severity="success" data-testid="wager-reviews-empty">
          {translate('app.wager_reviews.empty')}
        </Alert>
      )}
      {rows && rows.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.wager_reviews.round')}</TableCell>
              <TableCell>{translate('app.wager_reviews.players')}</TableCell>
              <TableCell>{translate('app.wager_reviews.pot')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.round_id} data-testid="wager-review" data-round-id={row.round_id}>
                <TableCell>
                  #{row.round_id} {row.title}
                </TableCell>
                <TableCell>{row.players.map((player) => player.display_name).join(', ')}</TableCell>
                <TableCell>
                  {row.pot} <TokenLabel value={row.token_type} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={pending !== null}
                      onClick={() => void resolve(row.round_id, 'payout')}
                      data-testid="wager-review-payout"
                    >
                      {translate('app.wager_reviews.payout')}
                    </Button>
                    <Button
                      size="small"
                      disabled={pending !== null}
                      onClick={() => void resolve(row.round_id, 'refund')}
                      data-testid="wager-review-refund"
                    >
                      {translate('app.wager_reviews.refund')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
