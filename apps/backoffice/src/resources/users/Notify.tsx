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
import CampaignIcon from '@mui/icons-material/Campaign';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  SYSTEM_NOTIFICATION_BODY_MAX,
  SYSTEM_NOTIFICATION_TITLE_MAX,
  type AdminUser,
  type SystemNotificationInput,
} from '@golf/contracts';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';

const empty = { titleEn: '', bodyEn: '', titleSv: '', bodySv: '' };
type Fields = typeof empty;

/** The request body; Swedish only when both its title and message are written. */
export function systemNotificationInput(fields: Fields, userId?: number): SystemNotificationInput | null {
  const t = (value: string) => value.trim();
  if (!t(fields.titleEn) || !t(fields.bodyEn)) return null;
  const withSv = t(fields.titleSv) && t(fields.bodySv);
  return {
    ...(userId === undefined ? {} : { user_id: userId }),
    title: { en: t(fields.titleEn), ...(withSv ? { sv: t(fields.titleSv) } : {}) },
    body: { en: t(fields.bodyEn), ...(withSv ? { sv: t(fields.bodySv) } : {}) },
  };
}

/**
 * "Send notification" (one user, from the user's page) or "Notify everyone" (from the list): a
 * system notification with an English text and an optional Swedish one.
 */
export function NotifyButton({ user }: { user?: Pick<AdminUser, 'id' | 'display_name'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(empty);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const input = systemNotificationInput(fields, user?.id);

  const close = () => {
    setOpen(false);
    setFields(empty);
    setTouched(false);
  };
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
  const field = (name: keyof Fields, label: string, max: number, multiline = false) => (
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
    <>
      <Button startIcon={<CampaignIcon />} onClick={() => setOpen(true)} data-testid="notify-open">
        {translate(user ? 'app.users.notify' : 'app.users.notify_everyone')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="notify-dialog">
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
    </>
  );
}
