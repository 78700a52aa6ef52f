import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { onChunkLoadFailure } from '../chunks';
import { ConfirmModal, type ConfirmModalContent } from './ConfirmModal';
import { ErrorModal } from './ErrorModal';
import { type ErrorModalContent, type ErrorModalRequest, errorModalContent } from './errorModalContent';
import { LoadingOverlay } from './LoadingOverlay';
import { SuccessModal, type SuccessModalContent } from './SuccessModal';

/** Texts may be i18n keys or ready text; keys are translated, anything else is shown as is. */
interface Texts {
  title?: string;
  message?: string;
}

export interface Feedback {
  /** The error modal for a rejected call (or any error), with optional explicit title/message. */
  showError(error: unknown, texts?: Texts): void;
  showSuccess(texts: Texts): void;
  /** Resolves true when the user confirms. */
  confirm(texts: Texts & { confirmLabel?: string }): Promise<boolean>;
  /** Shows the loading overlay until the work settles. */
  withLoading<T>(work: () => Promise<T>, message?: string): Promise<T>;
  /** A toast (react-admin's notification). */
  toast: ReturnType<typeof useNotify>;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * The global UI elements of spec section 2: error modal, success modal, confirm modal, toast and
 * loading overlay. Chunk load failures (spec section 8) are shown in the error modal too.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const toast = useNotify();
  const [error, setError] = useState<ErrorModalContent | null>(null);
  const [success, setSuccess] = useState<SuccessModalContent | null>(null);
  const [confirmation, setConfirmation] = useState<ConfirmModalContent | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const [loading, setLoading] = useState<{ count: number; message?: string }>({ count: 0 });

  const text = useCallback(
    (value: string | undefined) => (value ? translate(value, { _: value }) : undefined),
    [translate],
  );

  const showError = useCallback(
    (cause: unknown, texts: Texts = {}) => {
      const request: ErrorModalRequest = { error: cause, title: text(texts.title), message: text(texts.message) };
      setError(errorModalContent(request, translate));
    },
    [text, translate],
  );

  useEffect(
    () =>
      onChunkLoadFailure((failure) =>
        setError({
          title: translate('app.errors.chunk_load_title'),
          message: translate('app.errors.chunk_load', { ...failure }),
          details: [],
        }),
      ),
    [translate],
  );

  const feedback = useMemo<Feedback>(
    () => ({
      showError,
      showSuccess: (texts) =>
        setSuccess({
          title: text(texts.title) ?? translate('app.feedback.success_title'),
          message: text(texts.message),
        }),
      confirm: (texts) =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setConfirmation({
            title: text(texts.title) ?? translate('app.feedback.confirm_title'),
            message: text(texts.message),
            confirmLabel: text(texts.confirmLabel),
          });
        }),
      withLoading: async (work, message) => {
        setLoading((current) => ({ count: current.count + 1, message: text(message) ?? current.message }));
        try {
          return await work();
        } finally {
          setLoading((current) => ({
            count: current.count - 1,
            message: current.count > 1 ? current.message : undefined,
          }));
        }
      },
      toast,
    }),
    [showError, text, toast, translate],
  );

  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      <ErrorModal content={error} onClose={() => setError(null)} />
      <SuccessModal content={success} onClose={() => setSuccess(null)} />
      <ConfirmModal
        content={confirmation}
        onAnswer={(confirmed) => {
          answer.current?.(confirmed);
          answer.current = null;
          setConfirmation(null);
        }}
      />
      <LoadingOverlay open={loading.count > 0} message={loading.message ?? translate('app.feedback.loading')} />
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
