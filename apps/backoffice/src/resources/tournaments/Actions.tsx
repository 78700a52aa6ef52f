import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import CancelIcon from '@mui/icons-material/Cancel';
import DownloadIcon from '@mui/icons-material/Download';
import { TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminTournament } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { canCancel, canPublish, resultsFileName } from './status';

/** Saves text as a file the browser downloads. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Cancel asks for a reason players will read, and says that every entry fee is refunded. */
function CancelDialog({ tournament, onClose }: { tournament: AdminTournament; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [reason, setReason] = useState('');
  const submit = async () => {
    try {
      await withLoading(() => provider.cancelTournament(tournament.id, reason.trim() || null));
      notify('app.tournaments.cancelled', { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      onClose();
      refresh();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="tournament-cancel-dialog">
      <DialogTitle>{translate('app.tournaments.cancel_title', { title: tournament.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.tournaments.cancel_help', { count: tournament.entrant_count })}
        </DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate('app.tournaments.cancel_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'tournament-cancel-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.feedback.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} data-testid="tournament-cancel-confirm">
          {translate('app.tournaments.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The edit screen's toolbar: publish a draft, cancel with refunds, and export the results. */
export function TournamentActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const tournament = useRecordContext<AdminTournament>();
  const [cancelling, setCancelling] = useState(false);
  if (!tournament) return <TopToolbar />;

  const publish = async () => {
    const ok = await confirm({
      title: translate('app.tournaments.publish_title', { title: tournament.title }),
      message: translate('app.tournaments.publish_help'),
      confirmLabel: 'app.tournaments.publish',
    });
    if (!ok) return;
    try {
      await withLoading(() => provider.publishTournament(tournament.id));
      notify('app.tournaments.published', { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      refresh();
    }
  };
  const exportResults = async () => {
    try {
      const csv = await withLoading(() => provider.getTournamentResultsCsv(tournament.id));
      download(csv, resultsFileName(tournament));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <TopToolbar>
      {canPublish(tournament) && (
        <Button startIcon={<PublishIcon />} onClick={() => void publish()} data-testid="tournament-publish">
          {translate('app.tournaments.publish')}
        </Button>
      )}
      <Button startIcon={<DownloadIcon />} onClick={() => void exportResults()} data-testid="tournament-export">
        {translate('app.tournaments.export')}
      </Button>
      {canCancel(tournament) && (
        <Button
          color="error"
          startIcon={<CancelIcon />}
          onClick={() => setCancelling(true)}
          data-testid="tournament-cancel"
        >
          {translate('app.tournaments.cancel')}
        </Button>
      )}
      {cancelling && <CancelDialog tournament={tournament} onClose={() => setCancelling(false)} />}
    </TopToolbar>
  );
}
