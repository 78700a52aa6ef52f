import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SuccessModalContent {
  title: string;
  message?: string;
}

export function SuccessModal({ content, onClose }: { content: SuccessModalContent | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={content !== null} onClose={onClose} data-testid="success-modal" aria-labelledby="success-modal-title">
      {content && (
        <>
          <DialogTitle id="success-modal-title">{content.title}</DialogTitle>
          {content.message && (
            <DialogContent>
              <DialogContentText>{content.message}</DialogContentText>
            </DialogContent>
          )}
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {translate('app.feedback.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
