// Bundles the server into one ESM file, apps/server/dist/server.js, that `npm start` runs with plain node, and the
// analyzer's render worker (a child process the server forks) into apps/server/dist/render-worker.js beside it.
// Our code and the workspace package @proclub/contracts are bundled; every npm dependency stays external
// and is loaded from node_modules at run time (native addons such as sharp, PGlite's WASM, pino's workers).
// Migrations are not bundled: the server reads apps/server/src/db/migrations at start (see config/env.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(serverDir, 'dist/server.js');

/** Marks bare imports external, except our own workspace packages, which are compiled into the bundle. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@proclub/')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer({ quiet = false } = {}) {
  const started = Date.now();
  await rm(path.join(serverDir, 'dist'), { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      'render-worker': path.join(serverDir, 'src/modules/analysis/render-worker.ts'),
    },
    outdir: path.dirname(outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: quiet ? 'warning' : 'info',
    plugins: [externalDependencies],
    // Bundled CommonJS helpers may call require(); give them one in ESM.
    banner: {
      js: "import { createRequire as __proclubCreateRequire } from 'node:module';\nconst require = __proclubCreateRequire(import.meta.url);",
    },
    metafile: true,
  });
  const bundled = Object.keys(result.metafile.inputs).length;
  if (!quiet)
    console.log(`Server bundled: ${path.relative(process.cwd(), outfile)} (${bundled} source files, ${Date.now() - started} ms)`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
