import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyServerChange, createQueryClient } from './query-client';

/** A query function whose answers the test releases one by one, as a slow server would. */
function heldReads() {
  const pending: ((posts: string[]) => void)[] = [];
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      return new Promise<string[]>((resolve) => pending.push(resolve));
    },
    answer: (posts: string[]) => pending.shift()!(posts),
    get reads() {
      return reads;
    },
  };
}

describe('applyServerChange', () => {
  const key = ['posts'];

  it.each([
    ['on screen', true],
    ['no longer on screen', false],
  ])('keeps a change that arrives while an older read is in flight (%s)', async (_name, observed) => {
    const client = createQueryClient();
    const server = heldReads();
    const screen = new QueryObserver(client, { queryKey: key, queryFn: server.read });
    const unsubscribe = screen.subscribe(() => undefined);
    server.answer(['first']);
    await expect.poll(() => client.getQueryData(key)).toEqual(['first']);
    // A read starts (an invalidation after a mutation, a resubscription); the server answers it before the new post.
    void screen.refetch();
    if (!observed) unsubscribe();
    applyServerChange<string[]>(client, key, (posts) => (posts ? ['second', ...posts] : posts));
    expect(client.getQueryData(key)).toEqual(['second', 'first']);
    server.answer(['first']);
    // The stale answer was dropped and the query read again: the second answer has the post.
    await expect.poll(() => server.reads).toBe(3);
    server.answer(['second', 'first']);
    await expect.poll(() => client.getQueryData(key)).toEqual(['second', 'first']);
    expect(client.getQueryState(key)?.fetchStatus).toBe('idle');
    unsubscribe();
  });

  it('reads nothing again when no read is in flight', () => {
    const client = createQueryClient();
    const server = heldReads();
    client.setQueryData(key, ['first']);
    applyServerChange<string[]>(client, key, (posts) => (posts ? ['second', ...posts] : posts));
    expect(client.getQueryData(key)).toEqual(['second', 'first']);
    expect(server.reads).toBe(0);
    expect(client.isFetching()).toBe(0);
  });
});
