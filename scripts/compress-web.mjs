// Post-build step of the web app: writes .br and .gz beside every compressible file in apps/web/dist, so
// @fastify/static (preCompressed) serves them without compressing per request. Ends by writing
// dist/.build-stamp, which scripts/start.mjs reads to know the build finished.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;
const MIN_BYTES = 256;

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file) {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed copy that is not smaller is useless; the server then sends the original.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  return { raw: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) };
}

export async function compressWeb(distDir = path.join(repoRoot, 'apps/web/dist')) {
  const started = Date.now();
  const files = [];
  for await (const file of walk(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) await fs.rm(file);
    else if (COMPRESSIBLE.test(file) && (await fs.stat(file)).size >= MIN_BYTES) files.push(file);
  }
  const totals = { raw: 0, br: 0, gz: 0 };
  // A few at a time: brotli at quality 11 is CPU-bound and the machine has two cores.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const sizes = await compressFile(file);
        totals.raw += sizes.raw;
        totals.br += sizes.br;
        totals.gz += sizes.gz;
      }
    }),
  );
  await fs.writeFile(path.join(distDir, '.build-stamp'), `${new Date().toISOString()}\n`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Pre-compressed ${files.length} files in ${Date.now() - started} ms: ${kb(totals.raw)} raw, ${kb(totals.gz)} gzip, ${kb(totals.br)} brotli`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  compressWeb(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
