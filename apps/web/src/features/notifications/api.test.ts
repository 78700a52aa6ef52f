import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './api';

describe('notification list query keys', () => {
  it('differ by language, so switching the UI language fetches texts the server wrote in it', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list('all', 1, 'en'), 'English texts');
    expect(client.getQueryData(notificationKeys.list('all', 1, 'sv'))).toBeUndefined();
    expect(client.getQueryData(notificationKeys.list('all', 1, 'en'))).toBe('English texts');
  });

  it('stay under the lists prefix, so marking read or an arrival refreshes every language and page', async () => {
    const client = new QueryClient();
    for (const locale of ['en', 'sv'] as const) client.setQueryData(notificationKeys.list('unread', 2, locale), []);
    await client.invalidateQueries({ queryKey: notificationKeys.lists });
    const states = client.getQueryCache().findAll({ queryKey: notificationKeys.lists });
    expect(states).toHaveLength(2);
    expect(states.every((query) => query.state.isInvalidated)).toBe(true);
  });
});
