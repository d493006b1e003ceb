import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Built files worth compressing: text. Images, fonts and video come compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt)$/i;
/** Below this many bytes compression saves less than its headers cost (as on the server). */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `FILE.br` and `FILE.gz` beside every compressible file of `dir` over MIN_BYTES, at
 * the codings' best (brotli 11, gzip 9): done once per build, so time is no object. A form that
 * comes out no smaller is not written. Answers the files written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.byteLength < MIN_BYTES) return;
      const forms = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }).then((out) => [`${file}.br`, out] as const),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }).then(
          (out) => [`${file}.gz`, out] as const,
        ),
      ]);
      for (const [path, out] of forms) {
        if (out.byteLength >= bytes.byteLength) continue;
        await writeFile(path, out);
        written.push(path);
      }
    }),
  );
  return written.sort();
}

/**
 * After `vite build`, precompresses the output (public files included) so the server sends
 * `.br`/`.gz` files as they are (src/server/node/static-site.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'craftreel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
