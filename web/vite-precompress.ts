import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` and `.gz` copies of the built text files, so that the local target's static server
 * (sirv, which serves precompressed files and does not compress on the fly) answers compressed like
 * CloudFront does in AWS.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ticket-relay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
