import type { TFunction } from 'i18next';

export interface TextLimit {
  /** "12 / 2000 characters", for the field's description. */
  count: string;
  /** Set once the text is past the limit, for the field's error. */
  error: string | undefined;
}

/**
 * A text field's length against the server's limit (which counts the trimmed text), in place of the
 * input's maxLength: that cut typed or pasted text without a word, so what was sent was not what was written.
 */
export function textLimit(t: TFunction, text: string, max: number): TextLimit {
  const length = text.trim().length;
  return {
    count: t('forms.length', { length, max }),
    error: length > max ? t('forms.tooLong', { max }) : undefined,
  };
}
