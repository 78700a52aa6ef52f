import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCollections } from './collections';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options?: { type: 'minor' }) => void;

// V8 may collect on its own beside the collections asked for (a full CI run once saw two major ones for
// one `gc()`): the counts are at least what was asked for, and a lost entry still reads as too few.
describe('countCollections', () => {
  beforeEach(async () => {
    // Entries of collections before the test are recorded on a later turn: let them pass.
    await nextTurn();
    await nextTurn();
  });

  it('counts a major collection that ended just before it stopped', async () => {
    const stop = countCollections();
    collectGarbage();
    expect((await stop()).major).toBeGreaterThanOrEqual(1);
  });

  it('counts every collection while counting', async () => {
    const stop = countCollections();
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    collectGarbage();
    expect((await stop()).major).toBeGreaterThanOrEqual(2);
  });

  it('counts scavenges apart from major collections', async () => {
    const stop = countCollections();
    collectGarbage({ type: 'minor' });
    collectGarbage({ type: 'minor' });
    collectGarbage();
    const counted = await stop();
    expect(counted.major).toBeGreaterThanOrEqual(1);
    // At least the two asked for: the test's own allocation may set off another.
    expect(counted.minor).toBeGreaterThanOrEqual(2);
  });
});
