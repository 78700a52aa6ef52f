import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config/config';
import { errorDefinitions } from '@golf/contracts';
import { configurationTable, errorTable, generatedSections, regenerated, repoRoot } from './docs-tables';

// Prettier formats each file (as `npm run docs` writes it): its first load takes seconds on a busy machine.
describe('generated docs tables', { timeout: 60_000 }, () => {
  it.each(generatedSections)('$file is up to date with the code', async (section) => {
    const current = readFileSync(join(repoRoot, section.file), 'utf8');
    expect(current, `${section.file} is stale: run \`npm run docs\` and commit the result`).toBe(
      await regenerated(section, current),
    );
  });

  it('lists every configuration variable and every error key', () => {
    const configuration = configurationTable();
    for (const name of Object.keys(envSchema.shape)) expect(configuration).toContain(`| \`${name}\` |`);
    const errors = errorTable();
    for (const [key, { code, status }] of Object.entries(errorDefinitions))
      expect(errors).toContain(`| \`${key}\` | ${status} | ${code} |`);
  });

  it('regenerates only between the markers, and refuses a file without them', async () => {
    const [section] = generatedSections;
    const current = readFileSync(join(repoRoot, section!.file), 'utf8');
    const tableStart = current.indexOf('<!-- generated:');
    const edited = current.slice(0, tableStart) + current.slice(tableStart).replace('`NODE_ENV`', '`NODE_ENVIRONMENT`');
    expect(edited).not.toBe(current);
    expect(await regenerated(section!, edited)).toBe(await regenerated(section!, current));
    await expect(regenerated(section!, '# No markers\n')).rejects.toThrow(/lacks the markers/);
  });
});
