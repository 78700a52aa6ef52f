import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminTournament, TeeSheet as Sheet } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { swapChoices, teeSheetEditable, teeTimeChoices } from './tee-sheet';

const timeText = (iso: string) => new Date(iso).toLocaleString();

type Editing = { userId: number; name: string } | null;

/** Move a player to another tee time, or swap with a player of another group. */
function EditDialog({
  sheet,
  editing,
  tournament,
  onClose,
  onSubmit,
}: {
  sheet: Sheet;
  editing: NonNullable<Editing>;
  tournament: AdminTournament;
  onClose: () => void;
  onSubmit: (change: { teeTime: string } | { otherUserId: number }) => void;
}) {
  const translate = useTranslate();
  const [kind, setKind] = useState<'move' | 'swap'>('move');
  const [target, setTarget] = useState('');
  const times = teeTimeChoices(sheet, editing.userId, {
    intervalMinutes: tournament.tee_interval_minutes,
    groupSize: tournament.group_size,
  });
  const others = swapChoices(sheet, editing.userId);
  const submit = () => onSubmit(kind === 'move' ? { teeTime: target } : { otherUserId: Number(target) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="tee-sheet-dialog">
      <DialogTitle>{translate('app.tournaments.tee_sheet.edit_title', { name: editing.name })}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, next: 'move' | 'swap' | null) => {
            if (next) {
              setKind(next);
              setTarget('');
            }
          }}
          sx={{ mb: 2, mt: 1 }}
        >
          <ToggleButton value="move" data-testid="tee-sheet-kind-move">
            {translate('app.tournaments.tee_sheet.move')}
          </ToggleButton>
          <ToggleButton value="swap" data-testid="tee-sheet-kind-swap">
            {translate('app.tournaments.tee_sheet.swap')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          fullWidth
          label={translate(kind === 'move' ? 'app.tournaments.tee_sheet.to_time' : 'app.tournaments.tee_sheet.with')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'tee-sheet-target' } }}
        >
          {kind === 'move'
            ? times.map((choice) => (
                <MenuItem key={choice.tee_time} value={choice.tee_time} data-testid="tee-sheet-time-option">
                  {translate('app.tournaments.tee_sheet.time_option', {
                    time: timeText(choice.tee_time),
                    count: choice.players,
                  })}
                </MenuItem>
              ))
            : others.map((player) => (
                <MenuItem key={player.user_id} value={String(player.user_id)} data-testid="tee-sheet-player-option">
                  {`${player.display_name} (${timeText(player.tee_time)})`}
                </MenuItem>
              ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.feedback.cancel')}</Button>
        <Button variant="contained" disabled={!target} onClick={submit} data-testid="tee-sheet-confirm">
          {translate(kind === 'move' ? 'app.tournaments.tee_sheet.move' : 'app.tournaments.tee_sheet.swap')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The assigned tee sheet of each round (staff): groups by time, and before the round starts a
 * player can be moved to another time or swapped with another group's player. The server checks
 * the rules and its messages open in the modal; the sheet shown is the one players now read.
 */
export function TeeSheetEditor() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const tournament = useRecordContext<AdminTournament>();
  const [round, setRound] = useState(1);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const id = tournament?.id;
  const assigned = tournament?.tee_time_mode === 'assigned' && Boolean(tournament.published_at);

  useEffect(() => {
    if (id === undefined || !assigned) return;
    let live = true;
    provider.getTeeSheet(id, round).then(
      ({ data }) => {
        if (live) {
          setSheet(data);
          setError(null);
        }
      },
      (cause: unknown) => {
        if (live) setError(cause ?? new Error('app.errors.network'));
      },
    );
    return () => {
      live = false;
    };
  }, [provider, id, round, assigned]);

  if (id === undefined || !tournament || !assigned) return null;

  const change = async (target: { teeTime: string } | { otherUserId: number }) => {
    if (!editing) return;
    try {
      const { data } = await withLoading(() =>
        'teeTime' in target
          ? provider.moveTeeTime(id, { round_number: round, user_id: editing.userId, tee_time: target.teeTime })
          : provider.swapTeeTimes(id, {
              round_number: round,
              user_id: editing.userId,
              other_user_id: target.otherUserId,
            }),
      );
      setSheet(data);
      notify('app.tournaments.tee_sheet.saved', { type: 'success' });
    } catch (cause) {
      showError(cause);
    } finally {
      setEditing(null);
    }
  };

  const editable = sheet ? teeSheetEditable(sheet, new Date()) : false;
  return (
    <Box sx={{ mt: 4 }} data-testid="tee-sheet-editor">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.tournaments.tee_sheet.title')}
        </Typography>
        <TextField
          select
          size="small"
          sx={{ minWidth: 120 }}
          label={translate('app.tournaments.tee_sheet.round')}
          value={round}
          onChange={(event) => setRound(Number(event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'tee-sheet-round' } }}
        >
          {tournament.rounds.map((r) => (
            <MenuItem key={r.number} value={r.number}>
              {r.number}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? <Alert severity="error">{translate('app.tournaments.tee_sheet.error')}</Alert> : null}
      {sheet && !editable ? <Alert severity="info">{translate('app.tournaments.tee_sheet.started')}</Alert> : null}
      {sheet && sheet.groups.length === 0 ? (
        <Typography color="text.secondary">{translate('app.tournaments.no_entrants')}</Typography>
      ) : null}
      {sheet && sheet.groups.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.tournaments.tee_sheet.time')}</TableCell>
              <TableCell>{translate('app.tournaments.tee_sheet.players')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.groups.map((group) => (
              <TableRow key={group.tee_time} data-testid="tee-sheet-group">
                <TableCell>{timeText(group.tee_time)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {group.players.map((player) => (
                      <Button
                        key={player.user_id}
                        size="small"
                        variant="outlined"
                        disabled={!editable}
                        onClick={() => setEditing({ userId: player.user_id, name: player.display_name })}
                        data-testid={`tee-sheet-player-${player.user_id}`}
                      >
                        {player.display_name}
                      </Button>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {editing && sheet ? (
        <EditDialog
          sheet={sheet}
          editing={editing}
          tournament={tournament}
          onClose={() => setEditing(null)}
          onSubmit={(target) => void change(target)}
        />
      ) : null}
    </Box>
  );
}
