import type { TFunction } from 'i18next';
import { enums } from '@golf/contracts';
import { isApiError } from '../api';
import { chunkLoadFailureFromError } from '../chunk-errors';

/** What the error modal shows. */
export interface ErrorDescription {
  title: string;
  message?: string;
  /** Field validation messages, one line each, under "Please check these fields". */
  details: string[];
  /** Why the request was refused when no field is at fault (a wager round's refusals): plain lines, no heading. */
  reasons?: string[];
}

/** An explicit title or message overrides what the error itself would say. */
export interface ErrorOverrides {
  title?: string;
  message?: string;
}

/**
 * Error → modal text (spec, "Client handling"): the title is the server's `error` string;
 * `error_info.code` 10 shows the wager-round text with its description and the server's reasons, which
 * are no fields (never under "Please check these fields"); a failed chunk names
 * its type and source; explicit overrides win.
 */
export function describeError(error: unknown, t: TFunction, overrides: ErrorOverrides = {}): ErrorDescription {
  let description: ErrorDescription;
  const chunk = chunkLoadFailureFromError(error);
  if (chunk) {
    description = {
      title: t('errors.chunkLoad.title'),
      message: t('errors.chunkLoad.message', {
        type: chunk.type,
        source: chunk.source ?? t('errors.chunkLoad.unknownSource'),
      }),
      details: [],
    };
  } else if (isApiError(error)) {
    if (error.code === enums.http_error_type.cannot_join_wager_round) {
      // The server names the reason (2FA, region, staff) under errors.wager: shown under the spec's text.
      description = {
        title: t('errors.wagerRound.title'),
        message: t('errors.wagerRound.description'),
        details: [],
        reasons: Object.values(error.fieldErrors).flat(),
      };
    } else {
      description = { title: error.message, details: Object.values(error.fieldErrors).flat() };
    }
  } else if (typeof error === 'string' && error.trim()) {
    description = { title: t('feedback.errorTitle'), message: error, details: [] };
  } else {
    description = { title: t('errors.somethingWentWrong'), details: [] };
  }
  return {
    ...description,
    ...(overrides.title !== undefined && { title: overrides.title }),
    ...(overrides.message !== undefined && { message: overrides.message }),
  };
}
