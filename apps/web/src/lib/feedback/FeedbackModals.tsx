import { Box, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorDescription } from './describe-error';
import type { ConfirmOptions } from './feedback-context';

export interface SuccessMessage {
  title: string;
  message: string;
}

export interface FeedbackModalsProps {
  error: ErrorDescription | undefined;
  onCloseError: () => void;
  success: SuccessMessage | null;
  onCloseSuccess: () => void;
  confirm: ConfirmOptions | undefined;
  /** Called once per confirm dialog: true for its confirm button, false for cancel or dismiss. */
  onSettleConfirm: (confirmed: boolean) => void;
}

/**
 * The error, success and confirm dialogs. They are a chunk of their own (Mantine's Modal, focus
 * trap and scroll area), loaded by FeedbackProvider when a dialog is first wanted or once the first
 * screen is up.
 */
export function FeedbackModals({
  error,
  onCloseError,
  success,
  onCloseSuccess,
  confirm,
  onSettleConfirm,
}: FeedbackModalsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={error !== undefined}
        onClose={onCloseError}
        title={error?.title}
        centered
        zIndex={3100}
        attributes={{ content: { 'data-testid': 'error-modal' }, title: { 'data-testid': 'error-modal-title' } }}
      >
        <Stack gap="sm">
          {error?.message && <Text data-testid="error-modal-message">{error.message}</Text>}
          {error?.reasons?.map((reason) => (
            <Text key={reason} data-testid="error-modal-reason">
              {reason}
            </Text>
          ))}
          {error && error.details.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {t('feedback.fieldErrors')}
              </Text>
              <List size="sm">
                {error.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onCloseError} data-testid="error-modal-ok">
              {t('feedback.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={success !== null}
        onClose={onCloseSuccess}
        title={success?.title}
        centered
        attributes={{ content: { 'data-testid': 'success-modal' } }}
      >
        <Stack gap="sm">
          <Text>{success?.message}</Text>
          <Group justify="flex-end">
            <Button onClick={onCloseSuccess} data-testid="success-modal-ok">
              {t('feedback.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {/* Laid out as Mantine's confirm modal: the message, then cancel and confirm on the right. */}
      <Modal
        opened={confirm !== undefined}
        onClose={() => onSettleConfirm(false)}
        title={confirm?.title}
        attributes={{ content: { 'data-testid': 'confirm-modal' } }}
      >
        <Box mb="md">
          <Text size="sm">{confirm?.message}</Text>
        </Box>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onSettleConfirm(false)} data-testid="confirm-modal-cancel">
            {confirm?.cancelLabel ?? t('feedback.cancel')}
          </Button>
          <Button
            color={confirm?.danger ? 'red' : undefined}
            onClick={() => onSettleConfirm(true)}
            data-testid="confirm-modal-confirm"
          >
            {confirm?.confirmLabel ?? t('feedback.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
