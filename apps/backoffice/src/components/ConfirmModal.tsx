import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmModalContent {
  title: string;
  message?: string;
  confirmLabel?: string;
}

export function ConfirmModal({
  content,
  onAnswer,
}: {
  content: ConfirmModalContent | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={content !== null}
      onClose={() => onAnswer(false)}
      data-testid="confirm-modal"
      aria-labelledby="confirm-modal-title"
    >
      {content && (
        <>
          <DialogTitle id="confirm-modal-title">{content.title}</DialogTitle>
          {content.message && (
            <DialogContent>
              <DialogContentText>{content.message}</DialogContentText>
            </DialogContent>
          )}
          <DialogActions>
            <Button onClick={() => onAnswer(false)} data-testid="confirm-modal-cancel">
              {translate('app.feedback.cancel')}
            </Button>
            <Button onClick={() => onAnswer(true)} variant="contained" autoFocus data-testid="confirm-modal-confirm">
              {content.confirmLabel ?? translate('app.feedback.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
