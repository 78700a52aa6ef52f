import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { RecordContextProvider, useDataProvider, useEditContext, useNotify, useTranslate } from 'react-admin';
import type { AdminFeatureUnlock, AdminUser } from '@golf/contracts';
import { RefusalHint, useStaffRefusal } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import { DateTimeField, EnumField } from '../shared';
import { expiryProblem, toExpiresAt } from './unlock-expiry';
import { NeverExpires } from './Relations';
import { Section } from './Section';

/** The user's live unlocks (GET admin/users/{id}/feature-unlocks), reloaded on demand. */
function useFeatureUnlocks(userId: number) {
  const provider = useDataProvider<BackofficeDataProvider>();
  const [state, setState] = useState<{ rows?: AdminFeatureUnlock[]; error?: unknown }>({});
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    provider.getUserFeatureUnlocks(userId).then(
      ({ data }) => live && setState({ rows: data }),
      (error: unknown) => live && setState({ error: error ?? new Error('app.errors.network') }),
    );
    return () => {
      live = false;
    };
  }, [provider, userId, version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, reload };
}

/** Grant: a feature from the catalogue (labels in the UI language) and an optional expiry. */
function GrantDialog({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const features = useEnumChoices('feature_type');
  const [feature, setFeature] = useState('');
  const [expiry, setExpiry] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const problems = {
    feature: feature ? undefined : 'app.users.unlock_feature_required',
    expiry: expiryProblem(expiry, new Date()),
  };
  const invalid = !!problems.feature || !!problems.expiry;

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    setPending(true);
    try {
      await withLoading(() => provider.grantFeatureUnlock(user.id, { feature, expires_at: toExpiresAt(expiry) }));
      notify('app.users.unlock_granted', { type: 'success' });
      onDone();
      onClose();
    } catch (error) {
      // The server's message (e.g. an unknown feature) in the error modal.
      showError(error, { title: 'app.users.unlock_grant_failed' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="unlock-grant-dialog">
      <DialogTitle>{translate('app.users.unlock_grant_title', { name: user.display_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.users.unlock_grant_help')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            required
            label={translate('app.users.unlock_feature')}
            value={feature}
            onChange={(event) => setFeature(event.target.value)}
            error={touched && !!problems.feature}
            helperText={touched && problems.feature ? translate(problems.feature) : ' '}
            data-testid="unlock-feature"
          >
            {features.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)} data-testid={`unlock-feature-${choice.id}`}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={translate('app.users.unlock_expires_at')}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problems.expiry}
            helperText={translate(touched && problems.expiry ? problems.expiry : 'app.users.unlock_expires_help')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'unlock-expires-at' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="unlock-grant-cancel">
          {translate('app.feedback.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={pending || (touched && invalid)}
          data-testid="unlock-grant-confirm"
        >
          {translate('app.users.unlock_grant')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UnlockRows({
  user,
  rows,
  onChanged,
  refused,
}: {
  user: AdminUser;
  rows: AdminFeatureUnlock[];
  onChanged: () => void;
  /** The server would refuse a revoke (see useStaffRefusal). */
  refused: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const features = useEnumChoices('feature_type');
  const labelOf = (feature: string) => features.find((choice) => choice.id === feature)?.name ?? feature;

  const revoke = async (unlock: AdminFeatureUnlock) => {
    const confirmed = await confirm({
      title: translate('app.users.unlock_revoke_title', { feature: labelOf(unlock.name) }),
      message: 'app.users.unlock_revoke_message',
      confirmLabel: translate('app.users.unlock_revoke'),
    });
    if (!confirmed) return;
    try {
      await withLoading(() => provider.revokeFeatureUnlock(user.id, unlock.id));
      notify('app.users.unlock_revoked', { type: 'success' });
    } catch (error) {
      showError(error, { title: 'app.users.unlock_revoke_failed' });
    } finally {
      onChanged();
    }
  };

  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.users.none')}
      </Typography>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.users.unlock_feature')}</TableCell>
          <TableCell>{translate('resources.users.fields.expires_at')}</TableCell>
          <TableCell>{translate('app.users.unlock_source')}</TableCell>
          <TableCell>{translate('resources.users.fields.created_at')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((unlock) => (
          <RecordContextProvider key={unlock.id} value={unlock}>
            <TableRow data-testid="user-feature-unlock" data-feature={unlock.name}>
              <TableCell>
                <EnumField<AdminFeatureUnlock> source="name" enumName="feature_type" />
              </TableCell>
              <TableCell>
                <NeverExpires />
              </TableCell>
              <TableCell>
                {unlock.entity_type
                  ? translate(`app.users.unlock_sources.${unlock.entity_type}`, { _: unlock.entity_type })
                  : '—'}
              </TableCell>
              <TableCell>
                <DateTimeField<AdminFeatureUnlock> source="created_at" />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  onClick={() => void revoke(unlock)}
                  disabled={refused}
                  data-testid="unlock-revoke"
                >
                  {translate('app.users.unlock_revoke')}
                </Button>
              </TableCell>
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The user's feature unlocks, one row per grant (by an order, a voucher or staff), each with its
 * feature's label, expiry and a revoke; staff grant new ones. The user record is reloaded after
 * a change, since its own summary (featureUnlocks) changes too.
 */
export function UserFeatureUnlocks() {
  const { record: user, refetch } = useEditContext<AdminUser>();
  if (!user) return null;
  return <FeatureUnlocksPanel user={user} onUserChanged={() => void refetch()} />;
}

function FeatureUnlocksPanel({ user, onUserChanged }: { user: AdminUser; onUserChanged: () => void }) {
  const translate = useTranslate();
  const { rows, error, reload } = useFeatureUnlocks(Number(user.id));
  const [granting, setGranting] = useState(false);
  // One's own unlocks, or an administrator's when one is not: the server would refuse.
  const refusal = useStaffRefusal('economy', user);
  const changed = () => {
    reload();
    onUserChanged();
  };
  return (
    <Box data-testid="user-feature-unlocks">
      <Section title="app.sections.user_feature_unlocks" />
      {error ? (
        <Alert severity="error">{translate('app.users.unlocks_load_failed')}</Alert>
      ) : rows ? (
        <UnlockRows user={user} rows={rows} onChanged={changed} refused={!!refusal} />
      ) : (
        <CircularProgress size={24} />
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => setGranting(true)}
        disabled={!!refusal}
        data-testid="unlock-grant"
      >
        {translate('app.users.unlock_grant')}
      </Button>
      <RefusalHint reason={refusal} testId="user-unlocks-refusal" />
      {granting && <GrantDialog user={user} onClose={() => setGranting(false)} onDone={changed} />}
    </Box>
  );
}
