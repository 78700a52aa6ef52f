import { createContext, use } from 'react';
import type { ErrorOverrides } from './describe-error';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the confirm button in red, for destructive actions. */
  danger?: boolean;
}

export interface Feedback {
  /** Error modal. Takes an ApiError, any Error, or a string; overrides win over its own text. */
  showError: (error: unknown, overrides?: ErrorOverrides) => void;
  showSuccess: (message: string, title?: string) => void;
  /** Resolves true when confirmed, false when cancelled or dismissed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Short non-blocking message. */
  toast: (message: string, options?: { title?: string; color?: string }) => void;
}

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = use(FeedbackContext);
  if (!value) throw new Error('useFeedback() must be used inside <FeedbackProvider>');
  return value;
}
