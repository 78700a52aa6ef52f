import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslate } from 'react-admin';
import type { AdminUser, SystemNotificationInput } from '@golf/contracts';
import { lazyChunk } from '../../chunks';

const NotifyDialog = lazyChunk(() => import('./NotifyDialog').then((m) => m.NotifyDialog), 'users/NotifyDialog');

export const emptyNotifyFields = { titleEn: '', bodyEn: '', titleSv: '', bodySv: '' };
export type NotifyFields = typeof emptyNotifyFields;

/** The request body; Swedish only when both its title and message are written. */
export function systemNotificationInput(fields: NotifyFields, userId?: number): SystemNotificationInput | null {
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
 * system notification with an English text and an optional Swedish one (NotifyDialog).
 */
export function NotifyButton({ user }: { user?: Pick<AdminUser, 'id' | 'display_name'> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<CampaignIcon />} onClick={() => setOpen(true)} data-testid="notify-open">
        {translate(user ? 'app.users.notify' : 'app.users.notify_everyone')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotifyDialog user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
