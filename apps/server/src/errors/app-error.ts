import type { ErrorKey } from '@golf/contracts';

export type MessageParams = Record<string, string | number>;

/** A message to be localized later: a catalogue key ("validation.required") and its params. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/**
 * The only error modules throw for expected failures. It carries a stable key from the error
 * table (packages/contracts/src/errors.ts); the HTTP status, numeric code and localized text are
 * decided in one place, the error handler.
 */
export class AppError extends Error {
  constructor(
    public readonly key: ErrorKey,
    public readonly params: MessageParams = {},
    public readonly fieldErrors?: Record<string, MessageRef[]>,
  ) {
    super(key);
    this.name = 'AppError';
  }

  /** A 422 with per-field messages, e.g. AppError.validation({ title: [{ key: 'validation.round_title_required' }] }). */
  static validation(fieldErrors: Record<string, MessageRef[]>): AppError {
    return new AppError('general.validation_failed', {}, fieldErrors);
  }
}
