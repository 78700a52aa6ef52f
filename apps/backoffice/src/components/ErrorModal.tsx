import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ErrorModalContent } from './errorModalContent';

/** The error modal; what it says is decided by errorModalContent() (spec section 8). */
export function ErrorModal({ content, onClose }: { content: ErrorModalContent | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={content !== null} onClose={onClose} data-testid="error-modal" aria-labelledby="error-modal-title">
      {content && (
        <>
          <DialogTitle id="error-modal-title" data-testid="error-modal-title">
            {content.title}
          </DialogTitle>
          {(content.message || content.details.length > 0) && (
            <DialogContent>
              {content.message && (
                <DialogContentText data-testid="error-modal-message">{content.message}</DialogContentText>
              )}
              {content.details.map((detail, index) => (
                <DialogContentText key={index} variant="body2">
                  {detail}
                </DialogContentText>
              ))}
            </DialogContent>
          )}
          <DialogActions>
            <Button onClick={onClose} autoFocus data-testid="error-modal-close">
              {translate('app.feedback.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
