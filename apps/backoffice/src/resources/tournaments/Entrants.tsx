import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { TOURNAMENT_DQ_REASON_MAX, type AdminTournament, type Entrant } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { canDisqualify, entrantStatusKey, heldRounds, isClosed } from './status';

const PER_PAGE = 25;

type Pending = { entrant: Entrant; roundNumber: number | null } | null;

/** Disqualifying, from the row or from a held round's review, needs a reason the player reads. */
function DisqualifyDialog({
  pending,
  onClose,
  onSubmit,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="entrant-dq-dialog">
      <DialogTitle>{translate('app.tournaments.dq_title', { name: pending.entrant.display_name })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={translate('app.tournaments.dq_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: TOURNAMENT_DQ_REASON_MAX, 'data-testid': 'entrant-dq-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.feedback.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={blank}
          onClick={() => onSubmit(reason.trim())}
          data-testid="entrant-dq-confirm"
        >
          {translate('app.tournaments.dq')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The entrants of a tournament (staff): status, fee, rounds and flagged strokes, with a switch
 * for those held for review. A held round is approved (it counts) or leads to a disqualification;
 * any entry still in may be disqualified with a reason.
 */
export function Entrants() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const tournament = useRecordContext<AdminTournament>();
  const divisions = tournament?.divisions ?? [];
  // Cancelled or finished: the entries are shown as they ended, with nothing left to decide.
  const closed = !!tournament && isClosed(tournament);
  const [page, setPage] = useState(0);
  const [needsReview, setNeedsReview] = useState(false);
  const [rows, setRows] = useState<{ data: Entrant[]; total: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending>(null);
  const id = tournament?.id;
  // A cancel (or completion) refreshes the record: the entries changed with it, so they are read again.
  const status = tournament?.status;

  // Bumped after an action, to read the page again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    provider.getEntrants(id, { page: page + 1, perPage: PER_PAGE, needsReview: needsReview || undefined }).then(
      (next) => {
        if (!live) return;
        setRows(next);
        setError(null);
      },
      (cause: unknown) => {
        if (live) setError(cause ?? new Error('app.errors.network'));
      },
    );
    return () => {
      live = false;
    };
  }, [provider, id, status, page, needsReview, version]);

  if (!tournament || id === undefined) return null;

  const act = async (work: () => Promise<void>, done: string) => {
    try {
      await withLoading(work);
      notify(done, { type: 'success' });
    } catch (cause) {
      showError(cause);
    } finally {
      setPending(null);
      setVersion((v) => v + 1);
    }
  };
  const approve = (entrant: Entrant, roundNumber: number) =>
    void act(
      () => provider.reviewEntrant(id, entrant.user_id, { round_number: roundNumber, decision: 'approve' }),
      'app.tournaments.approved',
    );
  const disqualify = (reason: string) => {
    if (!pending) return;
    const { entrant, roundNumber } = pending;
    void act(
      () =>
        roundNumber === null
          ? provider.disqualifyEntrant(id, entrant.user_id, reason)
          : provider.reviewEntrant(id, entrant.user_id, { round_number: roundNumber, decision: 'disqualify', reason }),
      'app.tournaments.disqualified',
    );
  };

  return (
    <Box sx={{ p: 2 }} data-testid="tournament-entrants">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6">{translate('app.tournaments.entrants')}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={needsReview}
              onChange={(event) => {
                setNeedsReview(event.target.checked);
                setPage(0);
              }}
              slotProps={{ input: { 'data-testid': 'entrants-needs-review' } as object }}
            />
          }
          label={translate('app.tournaments.needs_review_only')}
        />
      </Stack>
      {error !== null && (
        <Alert severity="warning" data-testid="entrants-error">
          {translate('app.tournaments.entrants_error')}
        </Alert>
      )}
      {rows && rows.data.length === 0 && (
        <Typography variant="body2" data-testid="entrants-empty">
          {translate(needsReview ? 'app.tournaments.no_reviews' : 'app.tournaments.no_entrants')}
        </Typography>
      )}
      {rows && rows.data.length > 0 && (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.tournaments.columns.player')}</TableCell>
                <TableCell>{translate('app.tournaments.columns.status')}</TableCell>
                {divisions.length > 0 && <TableCell>{translate('app.tournaments.columns.division')}</TableCell>}
                <TableCell>{translate('app.tournaments.columns.fee')}</TableCell>
                <TableCell>{translate('app.tournaments.columns.rounds')}</TableCell>
                <TableCell>{translate('app.tournaments.columns.payout')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((entrant) => (
                <TableRow
                  key={entrant.user_id}
                  data-testid="entrant-row"
                  data-user-id={entrant.user_id}
                  data-status={entrant.status}
                  data-refunded={entrant.refunded_at !== null}
                >
                  <TableCell>
                    {entrant.display_name}
                    {entrant.disqualified_reason && (
                      <Typography variant="caption" component="div" color="error">
                        {entrant.disqualified_reason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-testid="entrant-status">
                    {translate(`app.tournaments.entry_status.${entrantStatusKey(entrant, tournament)}`)}
                  </TableCell>
                  {divisions.length > 0 && (
                    <TableCell data-testid="entrant-division">
                      {divisions.find((division) => division.number === entrant.division)?.name ?? ''}
                    </TableCell>
                  )}
                  <TableCell>{entrant.fee_paid}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      {entrant.rounds.map((round) => (
                        <Chip
                          key={round.number}
                          size="small"
                          color={round.state === 'review' ? 'warning' : 'default'}
                          label={translate('app.tournaments.round_state', {
                            number: round.number,
                            state: translate(`app.tournaments.round_states.${round.state}`),
                            flagged: round.flagged_strokes,
                          })}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{entrant.payout ?? ''}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {(closed ? [] : heldRounds(entrant)).map((round) => (
                        <Stack key={round.number} direction="row" spacing={0.5}>
                          <Button
                            size="small"
                            onClick={() => approve(entrant, round.number)}
                            data-testid="entrant-approve"
                          >
                            {translate('app.tournaments.approve', { number: round.number })}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setPending({ entrant, roundNumber: round.number })}
                            data-testid="entrant-review-dq"
                          >
                            {translate('app.tournaments.review_dq', { number: round.number })}
                          </Button>
                        </Stack>
                      ))}
                      {canDisqualify(entrant, tournament) && heldRounds(entrant).length === 0 && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setPending({ entrant, roundNumber: null })}
                          data-testid="entrant-dq"
                        >
                          {translate('app.tournaments.dq')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={rows.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </>
      )}
      {pending && <DisqualifyDialog pending={pending} onClose={() => setPending(null)} onSubmit={disqualify} />}
    </Box>
  );
}
