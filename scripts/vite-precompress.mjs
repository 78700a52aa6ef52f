// A Vite build plugin: writes name.br and name.gz beside every text file the build emits, so the server
// sends them as they are (@fastify/static preCompressed) instead of compressing each request again.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold too). */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = '';
  return {
    name: 'golf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        work.push(
          readFile(file).then((content) =>
            Promise.all([
              // Built once, sent many times: the slowest, smallest settings.
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).then(
                (compressed) => writeFile(`${file}.br`, compressed),
              ),
              gzipped(content, { level: constants.Z_BEST_COMPRESSION }).then((compressed) =>
                writeFile(`${file}.gz`, compressed),
              ),
            ]),
          ),
        );
      }
      await Promise.all(work);
    },
  };
}
