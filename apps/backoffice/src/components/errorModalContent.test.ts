import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { CANNOT_JOIN_WAGER_ROUND, errorModalContent, errorSummary } from './errorModalContent';

const translate = (key: string, options?: Record<string, unknown>) =>
  options && typeof options._ === 'string' ? options._ : `t(${key})`;

const serverError = (code: number, error = 'Server says no.', errors?: Record<string, string>) =>
  new HttpError(error, 400, { error, error_info: { code, key: 'some.key' }, ...(errors ? { errors } : {}) });

describe('errorModalContent (spec section 8, client handling)', () => {
  it('uses the server error as the title', () => {
    expect(errorModalContent({ error: serverError(4000) }, translate)).toEqual({
      title: 'Server says no.',
      message: undefined,
      details: [],
    });
  });

  it('reads a plain ErrorBody too', () => {
    const body = { error: 'Plain body.', error_info: { code: 5, key: 'k' } };
    expect(errorModalContent({ error: body }, translate).title).toBe('Plain body.');
  });

  it('shows the cannot-join-wager-round title and description for code 10', () => {
    expect(CANNOT_JOIN_WAGER_ROUND).toBe(10);
    expect(errorModalContent({ error: serverError(10) }, translate)).toEqual({
      title: 't(contracts.enums.http_error_type.cannot_join_wager_round)',
      message: 't(app.feedback.cannot_join_wager_round_description)',
      details: [],
    });
  });

  it('lets an explicit title and message override both rules', () => {
    expect(errorModalContent({ error: serverError(10), title: 'Mine', message: 'Also mine' }, translate)).toEqual({
      title: 'Mine',
      message: 'Also mine',
      details: [],
    });
    expect(errorModalContent({ error: serverError(4000), title: 'Mine' }, translate).title).toBe('Mine');
    const onlyMessage = errorModalContent({ error: serverError(10), message: 'Explain' }, translate);
    expect(onlyMessage.message).toBe('Explain');
  });

  it('keeps what the error said as the message under a caller title without a message', () => {
    const refused = serverError(4011, 'The wallet does not hold enough to debit this amount.');
    expect(errorModalContent({ error: refused, title: 'Could not adjust' }, translate)).toEqual({
      title: 'Could not adjust',
      message: 'The wallet does not hold enough to debit this amount.',
      details: [],
    });
    expect(errorModalContent({ error: new Error('app.errors.network'), title: 'Mine' }, translate).message).toBe(
      'app.errors.network',
    );
    // Nothing to add: no message rather than the generic title.
    expect(errorModalContent({ title: 'Mine' }, translate)).toEqual({ title: 'Mine', message: undefined, details: [] });
    expect(errorModalContent({ error: serverError(10), title: 'Mine' }, translate).message).toBe(
      't(app.feedback.cannot_join_wager_round_description)',
    );
  });

  it('lists field errors as details', () => {
    const content = errorModalContent(
      { error: serverError(2, 'Invalid.', { title: 'Title empty.', max_players: 'Too many.' }) },
      translate,
    );
    expect(content.details).toEqual(['Title empty.', 'Too many.']);
  });

  it('falls back to the error message (translated) or a generic title', () => {
    expect(errorModalContent({ error: new Error('app.errors.network') }, translate).title).toBe('app.errors.network');
    expect(
      errorModalContent({ error: new HttpError('ra.notification.http_error', 502, 'html') }, translate).title,
    ).toBe('ra.notification.http_error');
    expect(errorModalContent({}, translate).title).toBe('t(app.feedback.error_title)');
  });
});

describe('errorSummary', () => {
  it('is the field messages of a validation error, not its generic title', () => {
    const tooShort = serverError(2, 'The given data was invalid.', {
      search: 'Please enter at least 2 characters to search.',
    });
    expect(errorSummary(tooShort, translate)).toBe('Please enter at least 2 characters to search.');
  });

  it('is the title of any other error', () => {
    expect(errorSummary(serverError(4000), translate)).toBe('Server says no.');
    expect(errorSummary(new Error('app.errors.network'), translate)).toBe('app.errors.network');
  });
});
