import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SYSTEM_NOTIFICATION_BODY_MAX, SYSTEM_NOTIFICATION_TITLE_MAX, type AdminUser } from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { type NotifyFields, emptyNotifyFields, systemNotificationInput } from './Notify';

/**
 * The system notification dialog: an English text and an optional Swedish one, to one user or to
 * everyone. A chunk of its own, loaded when the button is pressed: the limits it checks come with the
 * contracts' notification schemas (zod), which the users list does not need.
 */
export function NotifyDialog({ user, onClose }: { user?: Pick<AdminUser, 'id' | 'display_name'>; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [open, setOpen] = useState(true);
  const [fields, setFields] = useState<NotifyFields>(emptyNotifyFields);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const input = systemNotificationInput(fields, user?.id);

  const close = () => setOpen(false);
  const submit = async () => {
    setTouched(true);
    if (!input) return;
    setPending(true);
    try {
      const { data } = await withLoading(() => provider.sendSystemNotification(input));
      notify('app.users.notify_sent', { type: 'success', messageArgs: { smart_count: data.recipients } });
      close();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  const field = (name: keyof NotifyFields, label: string, max: number, multiline = false) => (
    <TextField
      label={translate(label)}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      required={name.endsWith('En')}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max, 'data-testid': `notify-${name}` } }}
    />
  );

  return (
    // Closed, it leaves once its exit transition is over; the next opening starts empty.
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ transition: { onExited: onClose } }}
      fullWidth
      maxWidth="sm"
      data-testid="notify-dialog"
    >
      <DialogTitle>
        {user
          ? translate('app.users.notify_title_user', { name: user.display_name })
          : translate('app.users.notify_title_everyone')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.users.notify_help')}</DialogContentText>
        <Stack spacing={2}>
          {field('titleEn', 'app.users.notify_title_en', SYSTEM_NOTIFICATION_TITLE_MAX)}
          {field('bodyEn', 'app.users.notify_body_en', SYSTEM_NOTIFICATION_BODY_MAX, true)}
          {field('titleSv', 'app.users.notify_title_sv', SYSTEM_NOTIFICATION_TITLE_MAX)}
          {field('bodySv', 'app.users.notify_body_sv', SYSTEM_NOTIFICATION_BODY_MAX, true)}
          {touched && !input && (
            <DialogContentText color="error">{translate('app.users.notify_required')}</DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.feedback.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending} data-testid="notify-send">
          {translate('app.users.notify_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
