import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  useDataProvider,
  useEditContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminUser } from '@golf/contracts';
import { SUSPEND_REASON_MAX } from './account';
import { RefusalHint, useStaffRefusal } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { suspendReasonError } from './account';
import { Section } from './Section';

/** The suspension dialog: a required reason (1–500 characters), then POST suspend. */
function SuspendDialog({
  user,
  open,
  onClose,
  onSettled,
}: {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
  onSettled: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = suspendReasonError(reason);

  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    try {
      await withLoading(() => provider.suspendUser(user.id, reason.trim()));
      notify('app.users.suspended_done', { type: 'success' });
    } catch (error) {
      // Already disabled, cannot disable self, …: the server's message in the error modal.
      showError(error);
    } finally {
      setPending(false);
      close();
      onSettled();
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="suspend-dialog">
      <DialogTitle>{translate('app.users.suspend_title', { name: user.display_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.users.suspend_help')}</DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          label={translate('app.users.suspend_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!problem}
          helperText={
            touched && problem
              ? translate(problem.key, problem.args)
              : `${reason.trim().length} / ${SUSPEND_REASON_MAX}`
          }
          slotProps={{ htmlInput: { 'data-testid': 'suspend-reason', maxLength: SUSPEND_REASON_MAX + 50 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="suspend-cancel">
          {translate('app.feedback.cancel')}
        </Button>
        <Button
          onClick={() => void submit()}
          color="error"
          variant="contained"
          disabled={pending || (touched && !!problem)}
          data-testid="suspend-confirm"
        >
          {translate('app.users.suspend_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Account status: enabled, or suspended with date and reason. Suspend asks for a reason;
 * unsuspend asks for confirmation. Server refusals (already disabled, not disabled, cannot disable
 * self) open the error modal; the record is reloaded after either call.
 */
export function UserStatus() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { confirm, showError, withLoading } = useFeedback();
  const { refetch } = useEditContext<AdminUser>();
  const user = useRecordContext<AdminUser>();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Oneself, or an administrator when one is not: the server would refuse, so say why instead.
  const refusal = useStaffRefusal('suspend', user);
  if (!user) return null;

  const unsuspend = async () => {
    const confirmed = await confirm({
      title: translate('app.users.unsuspend_title', { name: user.display_name }),
      message: 'app.users.unsuspend_message',
      confirmLabel: 'app.users.unsuspend',
    });
    if (!confirmed) return;
    try {
      await withLoading(() => provider.unsuspendUser(user.id));
      notify('app.users.unsuspended_done', { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      void refetch();
    }
  };

  return (
    <Box data-testid="user-status">
      <Section title="app.sections.user_status" />
      {user.suspended_at ? (
        <Alert
          severity="warning"
          data-testid="user-suspended"
          action={
            <Button
              color="inherit"
              startIcon={<RestoreIcon />}
              onClick={() => void unsuspend()}
              disabled={!!refusal}
              data-testid="user-unsuspend"
            >
              {translate('app.users.unsuspend')}
            </Button>
          }
        >
          <div data-testid="user-suspended-at">
            {translate('app.users.suspended_since', { date: new Date(user.suspended_at).toLocaleString(locale) })}
          </div>
          {user.suspend_reason && (
            <div data-testid="user-suspend-reason">
              {translate('resources.users.fields.suspend_reason')}: {user.suspend_reason}
            </div>
          )}
        </Alert>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center">
          <Chip color="success" label={translate('app.users.active')} data-testid="user-active" />
          <Button
            color="error"
            variant="outlined"
            startIcon={<BlockIcon />}
            onClick={() => setDialogOpen(true)}
            disabled={!!refusal}
            data-testid="user-suspend"
          >
            {translate('app.users.suspend')}
          </Button>
        </Stack>
      )}
      <RefusalHint reason={refusal} testId="user-status-refusal" />
      <SuspendDialog
        user={user}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSettled={() => void refetch()}
      />
    </Box>
  );
}
