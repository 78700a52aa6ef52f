import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { ChunkLoadError } from '../chunk-errors';
import { i18n } from '../i18n';
import { describeError } from './describe-error';

const t = i18n.getFixedT('en');

describe('describeError', () => {
  it('titles an API error with the server text and lists field errors', () => {
    const error = new ApiError({
      status: 422,
      code: 2,
      key: 'general.validation_failed',
      message: 'The given data was invalid.',
      fieldErrors: { name: ['Too short.'], email: ['Taken.'] },
    });
    expect(describeError(error, t)).toEqual({
      title: 'The given data was invalid.',
      details: ['Too short.', 'Taken.'],
    });
  });

  it('shows the wager-round text for error_info.code 10', () => {
    const error = new ApiError({ status: 409, code: 10, key: 'rounds.cannot_join', message: 'Server text' });
    expect(describeError(error, t)).toEqual({
      title: 'This wager round cannot be joined',
      message: i18n.t('errors.wagerRound.description', { lng: 'en' }),
      details: [],
      reasons: [],
    });
  });

  it('lists the reason the server gives for a refused wager round under the wager-round text, as no field', () => {
    const reason = 'You are restricted from wager rounds. Set up two-factor authentication to take part.';
    const error = new ApiError({
      status: 403,
      code: 10,
      key: 'rounds.cannot_join_wager_round',
      message: 'Server text',
      fieldErrors: { wager: [reason] },
    });
    // The reasons are no fields: the modal shows them as plain lines, never under "Please check these fields".
    expect(describeError(error, t)).toEqual({
      title: 'This wager round cannot be joined',
      message: i18n.t('errors.wagerRound.description', { lng: 'en' }),
      details: [],
      reasons: [reason],
    });
  });

  it('names the type and source of a failed chunk', () => {
    const description = describeError(new ChunkLoadError('script', '/assets/CoursesPage-abc.js'), t);
    expect(description.title).toBe('Part of the application could not be loaded');
    expect(description.message).toContain('script');
    expect(description.message).toContain('/assets/CoursesPage-abc.js');
  });

  it('lets an explicit title and message win', () => {
    const error = new ApiError({ status: 409, code: 10, key: 'k', message: 'Server text' });
    expect(describeError(error, t, { title: 'Mine', message: 'Also mine' })).toMatchObject({
      title: 'Mine',
      message: 'Also mine',
    });
  });

  it('does not show the internals of an unexpected error', () => {
    expect(describeError(new Error('x is undefined'), t)).toEqual({ title: 'Something went wrong.', details: [] });
  });
});
