import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { countMajorGcs } from './major-gcs';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('countMajorGcs', () => {
  beforeEach(async () => {
    // Entries of collections before the test are recorded on a later turn: let them pass.
    await nextTurn();
    await nextTurn();
  });

  it('counts a major collection that ended just before it stopped', async () => {
    const stop = countMajorGcs();
    collectGarbage();
    expect(await stop()).toBe(1);
  });

  it('counts the collections while counting, and none after it stopped', async () => {
    const stop = countMajorGcs();
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    collectGarbage();
    const counted = await stop();
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counted).toBe(2);
  });
});
