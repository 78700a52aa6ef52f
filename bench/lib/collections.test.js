import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCollections } from './collections';
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');
describe('countCollections', () => {
    beforeEach(async () => {
        // Entries of collections before the test are recorded on a later turn: let them pass.
        await nextTurn();
        await nextTurn();
    });
    it('counts a major collection that ended just before it stopped', async () => {
        const stop = countCollections();
        collectGarbage();
        expect((await stop()).major).toBe(1);
    });
    it('counts the collections while counting, and none after it stopped', async () => {
        const stop = countCollections();
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 20));
        collectGarbage();
        const counted = await stop();
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(counted.major).toBe(2);
    });
    it('counts scavenges apart from major collections', async () => {
        const stop = countCollections();
        collectGarbage({ type: 'minor' });
        collectGarbage({ type: 'minor' });
        collectGarbage();
        const counted = await stop();
        expect(counted.major).toBe(1);
        // At least the two asked for: the test's own allocation may set off another.
        expect(counted.minor).toBeGreaterThanOrEqual(2);
    });
});
