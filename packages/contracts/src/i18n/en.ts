import { errorMessages } from './en-errors';
import { messagesApartFromErrors } from './en-messages';

/** The complete English catalogue: error messages, validation messages and enumeration labels. */
export const en = { errors: errorMessages, ...messagesApartFromErrors };
