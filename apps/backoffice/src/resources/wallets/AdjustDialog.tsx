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
  Tooltip,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import {
  useCanAccess,
  useDataProvider,
  useEditContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ECONOMY_AMOUNT_MAX, type AdminUser } from '@golf/contracts';
import { useStaffRefusal } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useEnumChoices } from '../../enums/EnumsGate';
import { ADJUSTMENT_COMMENT_MAX, adjustmentProblems, balanceAfter, buildAdjustmentPayload } from './adjustment';

export interface AdjustTarget {
  user_id: number;
  token_type: number;
  balance: number;
  owner: string;
}

const newKey = () => `adjust-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}`;

/**
 * The manual adjustment (transaction_action 60): a signed amount and a comment, both required.
 * One idempotency key per opened dialog, so a retried submit applies once. Refusals (e.g. a debit
 * beyond the balance) open the error modal: our title, the server's reason as its message.
 */
function AdjustDialog({ target, onClose, onDone }: { target: AdjustTarget; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const tokens = useEnumChoices('token_type');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [key] = useState(newKey);
  const [pending, setPending] = useState(false);
  const problems = adjustmentProblems({ amount, comment, balance: target.balance });
  const after = balanceAfter(target.balance, amount);
  // A whole amount that breaks a rule (too large, below zero) is said at once, not only after leaving the field.
  const amountProblem = touched || after !== undefined ? problems.amount : undefined;
  const token = tokens.find((choice) => choice.id === target.token_type)?.name ?? String(target.token_type);
  const [locale] = useLocaleState();

  const submit = async () => {
    setTouched(true);
    const payload = buildAdjustmentPayload({ ...target, amount, comment, idempotency_key: key });
    if (!payload) return;
    setPending(true);
    try {
      await withLoading(() => provider.adjustWallet(payload));
      notify('app.wallets.adjusted', { type: 'success' });
      onDone();
      onClose();
    } catch (error) {
      showError(error, { title: 'app.wallets.adjust_failed' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="wallet-adjust-dialog">
      <DialogTitle>{translate('app.wallets.adjust_title', { token, name: target.owner })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.wallets.adjust_help', { balance: target.balance })}
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            autoFocus
            required
            label={translate('app.wallets.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setTouched(true)}
            error={!!amountProblem}
            helperText={
              amountProblem
                ? translate(amountProblem.key, {
                    max: ECONOMY_AMOUNT_MAX.toLocaleString(locale),
                    ...amountProblem.args,
                  })
                : after !== undefined
                  ? translate('app.wallets.balance_after', { balance: after })
                  : translate('app.wallets.amount_help')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'wallet-adjust-amount' } }}
          />
          <TextField
            required
            multiline
            minRows={2}
            label={translate('app.wallets.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problems.comment}
            helperText={
              touched && problems.comment
                ? translate(problems.comment.key, problems.comment.args)
                : `${comment.trim().length} / ${ADJUSTMENT_COMMENT_MAX}`
            }
            slotProps={{ htmlInput: { 'data-testid': 'wallet-adjust-comment' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="wallet-adjust-cancel">
          {translate('app.feedback.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          // Disabled until the form is complete: an empty form has nothing to confirm.
          disabled={pending || Object.keys(problems).length > 0}
          data-testid="wallet-adjust-confirm"
        >
          {translate('app.wallets.adjust_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Adjust" for one wallet; the dialog mounts fresh (new idempotency key) each time it opens. */
export function AdjustButton({
  target,
  onDone,
  refusal = null,
}: {
  target: AdjustTarget | undefined;
  onDone: () => void;
  /** Why the server would refuse (an i18n key): the button is disabled and says so. */
  refusal?: string | null;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!target) return null;
  return (
    <>
      <Tooltip title={refusal ? translate(refusal) : ''}>
        <span>
          <Button
            size="small"
            startIcon={<TuneIcon />}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
            disabled={!!refusal}
            aria-description={refusal ? translate(refusal) : undefined}
            data-testid="wallet-adjust"
          >
            {translate('app.wallets.adjust')}
          </Button>
        </span>
      </Tooltip>
      {open && <AdjustDialog target={target} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

/**
 * "Adjust" on a wallet row of the user editor (its `wallets` relation): the row is the wallet, the
 * edited record is the user; the user is reloaded after an adjustment.
 */
export function UserWalletAdjust() {
  const wallet = useRecordContext<AdminUser['wallets'][number]>();
  const { record: user, refetch } = useEditContext<AdminUser>();
  const { canAccess } = useCanAccess({ resource: 'wallets', action: 'list' });
  const refusal = useStaffRefusal('economy', user ?? undefined);
  if (!wallet || !user || !canAccess) return null;
  return (
    <AdjustButton
      refusal={refusal}
      target={{
        user_id: Number(user.id),
        token_type: wallet.token_type,
        balance: wallet.balance,
        owner: user.display_name,
      }}
      onDone={() => void refetch()}
    />
  );
}
