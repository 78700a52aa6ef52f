import { useState } from 'react';
import { Alert } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AdminTournament } from '@golf/contracts';
import type { ResourceMeta } from '../../dataProvider';
import { ResourceEdit } from '../shared';
import { TournamentActions } from './Actions';
import { Entrants } from './Entrants';
import { TournamentForm } from './Form';
import { TeeSheetEditor } from './TeeSheet';
import { tournamentSaveBody } from './rules';
import { isClosed, withoutLocked } from './status';

/** Spec section 2, edit-tournament: loads rounds, rounds.course, hardwareDevices; appends cover_image, image, formatted_prize_sum. */
export const tournamentMeta: ResourceMeta = {
  include: ['rounds', 'rounds.course', 'hardwareDevices'],
  append: ['cover_image', 'image', 'formatted_prize_sum'],
};

/** Above a cancelled or finished tournament's read-only form: why nothing can change, and staff's reason. */
function ClosedNotice() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tournament = useRecordContext<AdminTournament>();
  if (!tournament || !isClosed(tournament)) return null;
  const when = tournament.cancelled_at ?? tournament.completed_at;
  return (
    <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="tournament-read-only" data-status={tournament.status}>
      {translate(`app.tournaments.read_only.${tournament.status}`, {
        date: when ? new Date(when).toLocaleString(locale) : '',
      })}
      {tournament.cancellation_reason &&
        ` ${translate('app.tournaments.read_only.reason', { reason: tournament.cancellation_reason })}`}
    </Alert>
  );
}

/**
 * The edit screen stays open after a save with the model the server answered (spec section 4:
 * tournament edit screens set the loaded model after an update), the actions above it and the
 * entrants below. A save leaves out the fields locked now (the form disables them), so a rename
 * of a published tournament is never refused for terms it did not change.
 */
export function TournamentEdit() {
  const [openedAt] = useState(Date.now);
  return (
    <ResourceEdit
      meta={tournamentMeta}
      redirect={false}
      actions={<TournamentActions />}
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        withoutLocked(
          tournamentSaveBody(data, options?.previousData),
          options?.previousData as AdminTournament | undefined,
          openedAt,
        )
      }
    >
      <ClosedNotice />
      <TournamentForm edit />
      <Entrants />
      <TeeSheetEditor />
    </ResourceEdit>
  );
}
