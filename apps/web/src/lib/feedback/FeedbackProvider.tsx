import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useModals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorDescription } from './describe-error';
import { subscribeToErrors } from './error-bus';
import { FeedbackContext, type ConfirmOptions, type Feedback } from './feedback-context';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';

interface SuccessMessage {
  title: string;
  message: string;
}

const sameError = (a: ErrorDescription, b: ErrorDescription) =>
  a.title === b.title && a.message === b.message && a.details.join('\n') === b.details.join('\n');

/**
 * The app's one place for feedback: loading overlay, error and success modals, confirm dialog
 * and toasts. Errors reported outside React (query cache, chunk loading) arrive through the bus.
 * Needs MantineProvider, ModalsProvider and <Notifications /> above it.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const modals = useModals();
  const [errors, setErrors] = useState<ErrorDescription[]>([]);
  const [success, setSuccess] = useState<SuccessMessage | null>(null);

  const showError = useCallback<Feedback['showError']>(
    (error, overrides) => {
      if (!(error instanceof Error && error.name === 'ApiError')) console.error(error);
      const description = describeError(error, t, overrides);
      // The same failure from several queries at once opens one modal, not a stack.
      setErrors((queue) => (queue.some((queued) => sameError(queued, description)) ? queue : [...queue, description]));
    },
    [t],
  );

  useEffect(() => subscribeToErrors((error) => showError(error)), [showError]);

  const showSuccess = useCallback<Feedback['showSuccess']>(
    (message, title) => setSuccess({ message, title: title ?? t('feedback.successTitle') }),
    [t],
  );

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modals.openConfirmModal({
          title: options.title,
          children: <Text size="sm">{options.message}</Text>,
          labels: {
            confirm: options.confirmLabel ?? t('feedback.confirm'),
            cancel: options.cancelLabel ?? t('feedback.cancel'),
          },
          confirmProps: { color: options.danger ? 'red' : undefined, 'data-testid': 'confirm-modal-confirm' },
          cancelProps: { 'data-testid': 'confirm-modal-cancel' },
          attributes: { content: { 'data-testid': 'confirm-modal' } },
          // Confirm runs before close, so a confirmed promise is already settled when onClose fires.
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
          onClose: () => resolve(false),
        });
      }),
    [modals, t],
  );

  const toast = useCallback<Feedback['toast']>((message, options) => {
    notifications.show({ message, title: options?.title, color: options?.color });
  }, []);

  const value = useMemo<Feedback>(
    () => ({ showError, showSuccess, confirm, toast }),
    [showError, showSuccess, confirm, toast],
  );
  const current = errors[0];
  const closeError = () => setErrors((queue) => queue.slice(1));

  return (
    <FeedbackContext value={value}>
      {children}
      <GlobalLoadingOverlay />
      <Modal
        opened={current !== undefined}
        onClose={closeError}
        title={current?.title}
        centered
        zIndex={3100}
        attributes={{ content: { 'data-testid': 'error-modal' }, title: { 'data-testid': 'error-modal-title' } }}
      >
        <Stack gap="sm">
          {current?.message && <Text data-testid="error-modal-message">{current.message}</Text>}
          {current && current.details.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {t('feedback.fieldErrors')}
              </Text>
              <List size="sm">
                {current.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={closeError} data-testid="error-modal-ok">
              {t('feedback.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={success !== null}
        onClose={() => setSuccess(null)}
        title={success?.title}
        centered
        attributes={{ content: { 'data-testid': 'success-modal' } }}
      >
        <Stack gap="sm">
          <Text>{success?.message}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setSuccess(null)} data-testid="success-modal-ok">
              {t('feedback.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </FeedbackContext>
  );
}
