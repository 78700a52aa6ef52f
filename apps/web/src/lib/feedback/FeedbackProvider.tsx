import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { prefetchAfterFirstScreen } from '../first-screen';
import { describeError, type ErrorDescription } from './describe-error';
import { subscribeToErrors } from './error-bus';
import { FeedbackContext, type ConfirmOptions, type Feedback } from './feedback-context';
import type { FeedbackModalsProps, SuccessMessage } from './FeedbackModals';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';

const sameError = (a: ErrorDescription, b: ErrorDescription) =>
  a.title === b.title &&
  a.message === b.message &&
  a.details.join('\n') === b.details.join('\n') &&
  (a.reasons ?? []).join('\n') === (b.reasons ?? []).join('\n');

const loadModals = () => import('./FeedbackModals');

/** Without its chunk no dialog can open: a confirm is answered "no" rather than left waiting. */
function ModalsUnavailable({ confirm, onSettleConfirm }: FeedbackModalsProps) {
  useEffect(() => {
    if (confirm) onSettleConfirm(false);
  }, [confirm, onSettleConfirm]);
  return null;
}

const FeedbackModals = lazy((): Promise<{ default: ComponentType<FeedbackModalsProps> }> =>
  loadModals().then(
    (m) => ({ default: m.FeedbackModals }),
    (error: unknown) => {
      console.error('feedback dialogs unavailable', error);
      return { default: ModalsUnavailable };
    },
  ),
);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * The app's one place for feedback: loading overlay, error and success modals, confirm dialog
 * and toasts. Errors reported outside React (query cache, chunk loading) arrive through the bus.
 * The dialogs are a chunk loaded when one is first wanted, or once the first screen is up.
 * Needs MantineProvider above it, and NotificationsOnDemand for the toasts.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ErrorDescription[]>([]);
  const [success, setSuccess] = useState<SuccessMessage | null>(null);
  // A stack, as Mantine's modals manager kept it: the newest confirm shows, the one before it after.
  const [confirms, setConfirms] = useState<PendingConfirm[]>([]);
  const [modalsWanted, setModalsWanted] = useState(false);

  useEffect(() => prefetchAfterFirstScreen(() => loadModals().then(() => setModalsWanted(true))), []);

  const showError = useCallback<Feedback['showError']>(
    (error, overrides) => {
      if (!(error instanceof Error && error.name === 'ApiError')) console.error(error);
      const description = describeError(error, t, overrides);
      // The same failure from several queries at once opens one modal, not a stack.
      setErrors((queue) => (queue.some((queued) => sameError(queued, description)) ? queue : [...queue, description]));
      setModalsWanted(true);
    },
    [t],
  );

  useEffect(() => subscribeToErrors((error) => showError(error)), [showError]);

  const showSuccess = useCallback<Feedback['showSuccess']>(
    (message, title) => {
      setSuccess({ message, title: title ?? t('feedback.successTitle') });
      setModalsWanted(true);
    },
    [t],
  );

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setConfirms((stack) => [...stack, { options, resolve }]);
        setModalsWanted(true);
      }),
    [],
  );

  const toast = useCallback<Feedback['toast']>((message, options) => {
    notifications.show({ message, title: options?.title, color: options?.color });
  }, []);

  const value = useMemo<Feedback>(
    () => ({ showError, showSuccess, confirm, toast }),
    [showError, showSuccess, confirm, toast],
  );
  const current = errors[0];
  const closeError = useCallback(() => setErrors((queue) => queue.slice(1)), []);
  const closeSuccess = useCallback(() => setSuccess(null), []);
  const pendingConfirm = confirms.at(-1);
  const settleConfirm = useCallback(
    (confirmed: boolean) => {
      if (!pendingConfirm) return;
      pendingConfirm.resolve(confirmed);
      setConfirms((stack) => stack.filter((entry) => entry !== pendingConfirm));
    },
    [pendingConfirm],
  );

  return (
    <FeedbackContext value={value}>
      {children}
      <GlobalLoadingOverlay />
      {modalsWanted && (
        <Suspense fallback={null}>
          <FeedbackModals
            error={current}
            onCloseError={closeError}
            success={success}
            onCloseSuccess={closeSuccess}
            confirm={pendingConfirm?.options}
            onSettleConfirm={settleConfirm}
          />
        </Suspense>
      )}
    </FeedbackContext>
  );
}
